import DOMPurify from 'dompurify';

const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
  'link',
  'meta',
  'base',
  'svg',
  'math',
];

let hooked = false;

function hook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!/^(https?:|\/|#)/i.test(href)) node.removeAttribute('href');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      if (node.getAttribute('target')) node.setAttribute('target', '_blank');
    }
    // Server HTML may reference other hosts; only our own images load, so no tracking pixel can.
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!/^(\/(?!\/)|data:image\/(png|gif|jpe?g|webp);)/i.test(src)) node.removeAttribute('src');
      node.removeAttribute('srcset');
      // Server HTML rarely describes its pictures; an empty alt marks them decorative for screen readers.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
}

/** Server HTML (activities, mail, notices, rules) made safe to render: no script, no foreign resource. */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  hook();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'background', 'poster', 'formaction', 'xlink:href', 'action'],
    ALLOW_DATA_ATTR: false,
  });
}
