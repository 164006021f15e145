// Loads Pagefind's browser bundle from /pagefind/ (written by `npm run search:index`) on first use. The address is
// fetched at runtime, never bundled, so other pages carry no search code at all.
import { MAX_QUERY_LENGTH } from '@/lib/search/excerpt';

export type PagefindHit = { url: string; excerpt: string; meta: { title?: string; type?: string } };
type PagefindResult = { id: string; data: () => Promise<PagefindHit> };
type PagefindSearch = { results: PagefindResult[] } | null;

export type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string, options?: Record<string, unknown>) => Promise<PagefindSearch>;
  debouncedSearch: (
    term: string,
    options?: Record<string, unknown>,
    timeoutMs?: number,
  ) => Promise<PagefindSearch>;
};

const BASE = '/pagefind/';
const BUNDLE = `${BASE}pagefind.js`;
const OPTIONS = { excerptLength: 24, excerptEllipsis: '…' };

declare global {
  interface Window {
    /** Pagefind as started by pagefindEarlyStart's script, before the page's own code arrived. */
    __pagefindEarly?: Promise<Pagefind>;
  }
}

/**
 * An inline script for /soeg (issue 48): arriving with ?q=, the results wait on Pagefind's own chain of requests
 * (its bundle, its worker, the index's entry, meta and WASM, the word's chunk, the fragments), which began only once
 * the page had hydrated. This starts the chain while the HTML is still being read: Pagefind's bundle, `init` and
 * `preload(q)` (the word's chunk; the query trimmed as normalizeQuery trims it), and, beside the bundle rather than
 * after it, the files its worker asks for next: the worker itself, the entry (under the cache tag it then gives
 * Pagefind, so the two addresses are one) and `files` (the meta and WASM, lib/search/pagefind-files.ts). The worker
 * finds them in the HTTP cache (lib/search/cache-headers.js lets it keep them). loadPagefind takes over the Pagefind
 * it started. Without ?q= it does nothing.
 */
export const pagefindEarlyStart = (files: readonly string[]) =>
  `(()=>{const q=(new URLSearchParams(location.search).get('q')||'').replace(/\\s+/g,' ').trim().slice(0,${MAX_QUERY_LENGTH});if(!q)return;const t=String(Date.now());for(const h of ['pagefind-entry.json?ts='+t,'pagefind-worker.js'].concat(${JSON.stringify(files)}))fetch(${JSON.stringify(BASE)}+h).then((r)=>r.arrayBuffer()).catch(()=>{});const p=import(${JSON.stringify(BUNDLE)}).then(async(f)=>{await f.options(Object.assign(${JSON.stringify(OPTIONS)},{metaCacheTag:t}));await f.init();f.preload(q);return f});p.catch(()=>{});window.__pagefindEarly=p})()`;

function start(): Promise<Pagefind> {
  const early = typeof window === 'undefined' ? undefined : window.__pagefindEarly;
  if (early) {
    // Taken once: after a failure the next try loads afresh.
    window.__pagefindEarly = undefined;
    return early;
  }
  return (
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ BUNDLE) as Promise<Pagefind>
  ).then(async (pagefind) => {
    await pagefind.options(OPTIONS);
    await pagefind.init();
    return pagefind;
  });
}

let loading: Promise<Pagefind> | undefined;

export function loadPagefind(): Promise<Pagefind> {
  loading ??= start().catch((error: unknown) => {
    // A failed load (offline, index not built) may succeed on the next try.
    loading = undefined;
    throw error;
  });
  return loading;
}
