// Loads Pagefind's browser bundle from /pagefind/ (written by `npm run search:index`) on first use. The address is
// fetched at runtime, never bundled, so other pages carry no search code at all.
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
let loading: Promise<Pagefind> | undefined;

export function loadPagefind(): Promise<Pagefind> {
  loading ??= (
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ BUNDLE) as Promise<Pagefind>
  )
    .then(async (pagefind) => {
      await pagefind.options({ excerptLength: 24, excerptEllipsis: '…' });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      // A failed load (offline, index not built) may succeed on the next try.
      loading = undefined;
      throw error;
    });
  return loading;
}
