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
  // Media would fetch (and play) from any host the text names; rules and mail need none.
  'audio',
  'video',
  'source',
  'track',
];

/** Where the page is, for resolving what server HTML points at (the app always runs in a browser). */
const here = () => (typeof location !== 'undefined' ? location.href : 'http://localhost/');

function resolved(raw: string): URL | null {
  try {
    return new URL(raw, here());
  } catch {
    return null;
  }
}

/** A link may lead to a web page (any host: nothing is fetched until the member taps it) or within the app. */
function safeLink(raw: string): boolean {
  if (!/^(https?:|\/|#)/i.test(raw)) return false;
  const url = resolved(raw);
  return !!url && (url.protocol === 'http:' || url.protocol === 'https:');
}

/**
 * An image may come only from the app's own host, or be inline data of a plain picture format. The address
 * is resolved as the browser would resolve it, so '/\\host', tabs inside '//' and the like cannot reach
 * another host.
 */
function safeImage(raw: string): boolean {
  if (/^data:image\/(png|gif|jpe?g|webp);/i.test(raw)) return true;
  if (!raw.startsWith('/') && !/^https?:/i.test(raw)) return false;
  const url = resolved(raw);
  return !!url && url.origin === new URL(here()).origin;
}

let hooked = false;

function hook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Every link-like element (a, and area in an image map): http(s) or in-app only.
    if (node.hasAttribute('href') && !safeLink((node.getAttribute('href') ?? '').trim())) node.removeAttribute('href');
    if (node.tagName === 'A' || node.tagName === 'AREA') {
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      if (node.getAttribute('target')) node.setAttribute('target', '_blank');
    }
    // Server HTML may reference other hosts; only our own images load, so no tracking pixel can.
    if (node.hasAttribute('src') && !safeImage((node.getAttribute('src') ?? '').trim())) node.removeAttribute('src');
    if (node.tagName === 'IMG') {
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
    FORBID_ATTR: ['style', 'srcset', 'background', 'poster', 'formaction', 'xlink:href', 'action', 'ping'],
    ALLOW_DATA_ATTR: false,
  });
}
