'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Search } from 'lucide-react';
import { normalizeQuery } from '@/lib/search/excerpt';
import { NoResults } from './no-results';
import { loadPagefind, type PagefindHit } from './pagefind';
import { readQuery, subscribeQuery, writeQuery } from './query-url';
import { SearchResults } from './search-results';

const MAX_RESULTS = 20;

type Outcome =
  { query: string; hits: PagefindHit[]; total: number } | { query: string; failed: true };

function statusText(query: string, outcome: Outcome | undefined) {
  if (!query || !outcome || outcome.query !== query) return '';
  if ('failed' in outcome) return 'Søgningen kunne ikke indlæses. Prøv at genindlæse siden.';
  if (outcome.total === 0) return `Ingen resultater for »${query}«`;
  const count = `${outcome.total} ${outcome.total === 1 ? 'resultat' : 'resultater'} for »${query}«`;
  return outcome.total > outcome.hits.length
    ? `${count} – viser de første ${outcome.hits.length}`
    : count;
}

export function SearchBox() {
  const raw = useSyncExternalStore(subscribeQuery, readQuery, () => '');
  const query = normalizeQuery(raw);
  const [outcome, setOutcome] = useState<Outcome>();
  const inputRef = useRef<HTMLInputElement>(null);
  // The first keystroke after a finished search (Enter, a suggestion, or arriving with ?q=) starts a new history entry.
  const committed = useRef(false);
  // The query the page arrived with is searched at once (the early script already fetched its chunk); what is typed
  // waits for a pause in the typing.
  const arrivedWith = useRef('');

  useEffect(() => {
    committed.current = readQuery() !== '';
    arrivedWith.current = normalizeQuery(readQuery());
    if (!committed.current) inputRef.current?.focus();
    loadPagefind().catch(() => {});
  }, []);

  useEffect(() => {
    if (!query) return;
    let current = true;
    const arrived = query === arrivedWith.current;
    arrivedWith.current = '';
    loadPagefind()
      .then((pagefind) =>
        arrived ? pagefind.search(query) : pagefind.debouncedSearch(query, {}, 120),
      )
      .then(async (search) => {
        if (!search || !current) return; // a newer keystroke superseded this search
        const hits = await Promise.all(
          search.results.slice(0, MAX_RESULTS).map((result) => result.data()),
        );
        if (current) setOutcome({ query, hits, total: search.results.length });
      })
      .catch(() => {
        if (current) setOutcome({ query, failed: true });
      });
    return () => {
      current = false;
    };
  }, [query]);

  const change = (value: string) => {
    writeQuery(value, committed.current);
    committed.current = false;
  };
  const suggest = (value: string) => {
    writeQuery(value, true);
    committed.current = true;
  };
  const shown = outcome && outcome.query === query && query ? outcome : undefined;

  return (
    <div>
      <form
        role="search"
        action="/soeg"
        onSubmit={(event) => {
          event.preventDefault();
          committed.current = true;
        }}
      >
        <label htmlFor="soeg-q" className="block font-semibold text-ink">
          Søg i politik, forslag, cases, kandidater og playbooks
        </label>
        <div className="relative mt-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={inputRef}
            id="soeg-q"
            name="q"
            type="search"
            value={raw}
            onChange={(event) => change(event.target.value)}
            placeholder="Fx skole, ældre eller cykelsti"
            autoComplete="off"
            spellCheck={false}
            className="w-full rounded-md border border-slate-300 bg-white py-3 pl-11 pr-3 text-lg text-ink placeholder:text-slate-500 focus:border-brand-600"
          />
        </div>
      </form>
      <p role="status" className="mt-4 min-h-6 font-medium text-slate-800">
        {statusText(query, outcome)}
      </p>
      {shown &&
        !('failed' in shown) &&
        (shown.total === 0 ? (
          <NoResults onSuggest={suggest} />
        ) : (
          <SearchResults hits={shown.hits} />
        ))}
    </div>
  );
}
