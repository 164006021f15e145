// How long a browser keeps Pagefind's files (issue 48), as plain ESM JavaScript so next.config.mjs can import it.
// /soeg?q='s early script fetches the index's entry, its meta, its WASM and Pagefind's worker while the HTML is read
// (components/search/pagefind.ts); the worker then asks for the same files, and finds them in the HTTP cache only if
// they may be kept. Public files are otherwise sent with max-age=0, which costs a round trip each.
//   - Pagefind names its meta, index chunks, fragments and filters by a hash of their content: kept for a year.
//   - The rest (pagefind.js, the worker, the WASM, the entry, whose ?ts= differs per load) keeps its name across a
//     rebuild, so it is kept only for a minute: long enough for one search, short enough that a new deployment's
//     index does not meet an old copy of the code for longer than that.
const MINUTE = 'public, max-age=60';
const YEAR = 'public, max-age=31536000, immutable';

/** Entries for next.config headers(); the later entry wins for the same key, so the hashed files come last. */
export const pagefindCacheRules = [
  { source: '/pagefind/:path*', headers: [{ key: 'Cache-Control', value: MINUTE }] },
  {
    source: '/pagefind/:dir(index|fragment|filter)/:file',
    headers: [{ key: 'Cache-Control', value: YEAR }],
  },
  {
    source: '/pagefind/:file(pagefind\\.[a-z0-9_-]+\\.pf_meta)',
    headers: [{ key: 'Cache-Control', value: YEAR }],
  },
];
