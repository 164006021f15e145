// Spec §5: policy body HTML is sanitised before display. An allow-list of tags and attributes, links limited to
// the spec's protocols, and external links opened safely.
import DOMPurify from 'isomorphic-dompurify';
import { isExternalHref, safeHref } from './safe-url';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'blockquote',
  'code',
  'abbr',
];
const ALLOWED_ATTR = ['href', 'title'];
// DOMPurify's own URI pattern with only http(s), irc(s), mailto and xmpp as schemes; scheme-less (relative) links stay.
const ALLOWED_URI_REGEXP = /^(?:(?:https?|ircs?|mailto|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let hooked = false;

function addLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = safeHref(node.getAttribute('href') ?? undefined);
    if (!href) return node.removeAttribute('href');
    if (isExternalHref(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    KEEP_CONTENT: true,
  });
}
