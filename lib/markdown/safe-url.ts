// Markdown links may only use these protocols (spec §5); relative links and #anchors stay allowed.
const ALLOWED_PROTOCOLS = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'] as const;

export function safeHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  // Strip control and whitespace characters browsers ignore, so 'java\tscript:' cannot slip through.
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(\/(?!\/)|#|\?|\.{1,2}\/)/.test(compact)) return href;
  const scheme = compact.match(/^([a-z][a-z0-9+.-]*):/i)?.[1];
  if (!scheme) return /^[\w-]+(\/|$)/.test(compact) ? href : undefined;
  return (ALLOWED_PROTOCOLS as readonly string[]).includes(`${scheme.toLowerCase()}:`)
    ? href
    : undefined;
}

export const isExternalHref = (href: string) => /^https?:\/\//i.test(href);
