// Response headers for the embed feature, as plain ESM JavaScript so next.config.mjs can import it.
// Framing: /embed only for the partner origins of the embed config, every other path for nobody.
import { headerPolicy } from '../security/csp.js';

export const EMBED_PATH = '/embed';
export const FRAME_ANCESTORS_NONE = "frame-ancestors 'none'";
const NONE = ["'none'"];

/** The origin of an http(s) URL, or nothing; a config typo can never smuggle another directive into the header. */
function toOrigin(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

/**
 * The frame-ancestors directive for the given origins, e.g. "frame-ancestors https://a.example http://localhost:5173".
 * @param {readonly string[]} origins
 * @returns {string}
 */
export function frameAncestors(origins) {
  return `frame-ancestors ${frameSources(origins).join(' ')}`;
}

/** @param {readonly string[]} origins */
function frameSources(origins) {
  const sources = [...new Set(origins.flatMap(toOrigin))];
  return sources.length ? sources : NONE;
}

/**
 * Entries for next.config headers(). Next lets the last matching entry win per key, so /embed comes after the catch-all.
 * The header policy carries frame-ancestors (a <meta> policy cannot); script hashes live in each page's <meta>.
 * CORP keeps our documents and API from being loaded cross-origin, except what partners embed.
 * @param {readonly string[]} origins
 */
export function framingHeaderRules(origins) {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: headerPolicy(NONE) },
        { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
      ],
    },
    {
      source: EMBED_PATH,
      headers: [
        { key: 'Content-Security-Policy', value: headerPolicy(frameSources(origins)) },
        { key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' },
      ],
    },
  ];
}

/** The loader has no hash in its name: partners may cache it for an hour, then revalidate in the background. */
export const loaderHeaderRules = [
  {
    source: '/embed.js',
    headers: [
      { key: 'Cache-Control', value: 'public, max-age=3600, stale-while-revalidate=86400' },
      { key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' },
    ],
  },
];
