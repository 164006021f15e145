// Loads Pagefind's browser bundle from /pagefind/ (written by `npm run search:index`) on first use. The address is
// fetched at runtime, never bundled, so other pages carry no search code at all.
import { MAX_QUERY_LENGTH } from '@/lib/search/excerpt';

export type PagefindHit = { url: string; excerpt: string; meta: { title?: string; type?: string } };
type PagefindResult = { id: string; data: () => Promise<PagefindHit> };
type PagefindSearch = { results: PagefindResult[] } | null;

export type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (
    term: string,
    options?: Record<string, unknown>,
    timeoutMs?: number,
  ) => Promise<PagefindSearch>;
};

const BUNDLE = '/pagefind/pagefind.js';
const OPTIONS = { excerptLength: 24, excerptEllipsis: '…' };

declare global {
  interface Window {
    /** Pagefind as started by PAGEFIND_EARLY_START, before the page's own code arrived. */
    __pagefindEarly?: Promise<Pagefind>;
  }
}

/**
 * An inline script for /soeg (issue 48): arriving with ?q=, the results wait on Pagefind's own chain of requests
 * (its bundle, its worker, the index's entry, meta and WASM, the word's chunk, the fragments), which began only once
 * the page had hydrated. This starts the chain, and the word's chunk (`preload`, the query trimmed as normalizeQuery
 * trims it), while the HTML is still being read; loadPagefind takes over what it started. Without ?q= it does nothing.
 */
export const PAGEFIND_EARLY_START = `(()=>{const q=(new URLSearchParams(location.search).get('q')||'').replace(/\\s+/g,' ').trim().slice(0,${MAX_QUERY_LENGTH});if(!q)return;const p=import(${JSON.stringify(BUNDLE)}).then(async(f)=>{await f.options(${JSON.stringify(OPTIONS)});await f.init();f.preload(q);return f});p.catch(()=>{});window.__pagefindEarly=p})()`;

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
