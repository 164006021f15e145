'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { CopyButton } from './copy-button';

export type Snippet = { id: string; label: string; code: string };

/** WAI-ARIA tabs (automatic activation, roving tabindex) with one code snippet and a copy button per panel. */
export function SnippetTabs({ snippets, label }: { snippets: Snippet[]; label: string }) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  function onKeyDown(event: KeyboardEvent) {
    const last = snippets.length - 1;
    const next = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1 border-b border-slate-200"
        onKeyDown={onKeyDown}
      >
        {snippets.map((snippet, index) => (
          <button
            key={snippet.id}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${snippet.id}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${snippet.id}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            className={`-mb-px rounded-t-md border px-4 py-2 text-sm font-semibold ${
              index === active
                ? 'border-slate-200 border-b-white bg-white text-brand-700'
                : 'border-transparent text-muted hover:text-ink'
            }`}
          >
            {snippet.label}
          </button>
        ))}
      </div>
      {snippets.map((snippet, index) => (
        <div
          key={snippet.id}
          role="tabpanel"
          id={`${baseId}-panel-${snippet.id}`}
          aria-labelledby={`${baseId}-tab-${snippet.id}`}
          hidden={index !== active}
          className="rounded-b-md border border-t-0 border-slate-200 p-4"
        >
          <pre className="whitespace-pre-wrap break-all rounded-md bg-slate-900 p-4 text-sm text-slate-100">
            <code>{snippet.code}</code>
          </pre>
          <div className="mt-3">
            <CopyButton text={snippet.code} label={`Kopiér kode: ${snippet.label}`} />
          </div>
        </div>
      ))}
    </div>
  );
}
