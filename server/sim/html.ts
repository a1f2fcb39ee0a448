import { HTML_LANG, type Lang } from '../i18n/lang';
import { escapeHtml } from '../lib/html';

/** A self-contained page: inline style only, the one script is same-origin (the CSP forbids inline scripts). */
export function simPage(lang: Lang, title: string, body: string, script = true): string {
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"><title>${escapeHtml(title)}</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#101828;color:#f2f4f7}main{max-width:480px;margin:0 auto;padding:16px}
h1{font-size:22px}h2{font-size:18px}.note{color:#98a2b3;font-size:14px}.bal strong{font-size:24px;color:#fdb022}
form{display:flex;gap:8px;align-items:center;flex-wrap:wrap}input{flex:1;min-height:44px;font-size:16px;padding:0 8px;border-radius:8px;border:1px solid #475467}
button{min-height:44px;padding:0 20px;font-size:16px;border:0;border-radius:8px;background:#f79009;color:#101828;font-weight:700}
#error{color:#fda29b;min-height:1.5em}li{margin:4px 0}.win{color:#75e0a7}.lose{color:#fda29b}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}</style>
</head><body>${body}${script ? '<script src="/sim/game.js"></script>' : ''}</body></html>`;
}

/** The simulated game page's behaviour: play a round, show the settled result and the new balance. */
export const GAME_JS = `(function () {
  var main = document.querySelector('main');
  var session = main.getAttribute('data-session');
  var lang = new URLSearchParams(location.search).get('lang') || 'zh_cn';
  var form = document.getElementById('play');
  var button = form.querySelector('button');
  var err = document.getElementById('error');
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    err.textContent = '';
    fetch('/sim/api/round?lang=' + encodeURIComponent(lang), {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: session, bet: document.getElementById('bet').value })
    }).then(function (r) { return r.json(); }).then(function (d) {
      if (d.status !== 'success') { err.textContent = d.message || 'error'; return; }
      document.getElementById('balance').textContent = d.balance;
      var li = document.createElement('li');
      var won = Number(d.net) >= 0;
      li.className = won ? 'win' : 'lose';
      li.textContent = d.wager + ' | ' + d.result + ' | ' + (won ? main.getAttribute('data-win') : main.getAttribute('data-lose')) + ' ' + d.net;
      var list = document.getElementById('rounds');
      list.insertBefore(li, list.firstChild);
    }).catch(function () { err.textContent = 'network error'; })
      .then(function () { button.disabled = false; });
  });
})();
`;
