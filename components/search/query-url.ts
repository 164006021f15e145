// The search query lives in the address (?q=), so a search can be shared and the back button returns to it.
const QUERY_EVENT = 'soeg:query';

export const readQuery = () => new URLSearchParams(window.location.search).get('q') ?? '';

export function subscribeQuery(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(QUERY_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(QUERY_EVENT, onChange);
  };
}

/** Writes the query into the address: a new history entry when `push`, else the current one is replaced. */
export function writeQuery(query: string, push: boolean) {
  const url = new URL(window.location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  if (url.href === window.location.href) return;
  if (push) window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
  window.dispatchEvent(new Event(QUERY_EVENT));
}
