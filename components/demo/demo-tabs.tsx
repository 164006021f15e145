'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { DemoRunner } from './demo-runner';
import type { DemoTab } from './types';

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move focus and select; the first demo starts selected. */
export function DemoTabs({
  demos,
  showProgressInResult = false,
}: {
  demos: DemoTab[];
  showProgressInResult?: boolean;
}) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  function select(index: number) {
    setSelected(index);
    tabs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = demos.length - 1;
    const next = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div>
      <div role="tablist" aria-label="AI-demoer" className="flex flex-wrap gap-2">
        {demos.map((demo, i) => (
          <button
            key={demo.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`demo-tab-${demo.id}`}
            aria-selected={i === selected}
            aria-controls={`demo-panel-${demo.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => select(i)}
            onKeyDown={onKeyDown}
            className={`rounded-md border px-4 py-2 text-sm font-semibold ${i === selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-ink hover:bg-slate-50'}`}
          >
            {demo.title}
          </button>
        ))}
      </div>
      {demos.map((demo, i) => (
        <div
          key={demo.id}
          role="tabpanel"
          id={`demo-panel-${demo.id}`}
          aria-labelledby={`demo-tab-${demo.id}`}
          hidden={i !== selected}
          className="card mt-4"
        >
          {i === selected && (
            <DemoRunner key={demo.id} demo={demo} showProgressInResult={showProgressInResult} />
          )}
        </div>
      ))}
    </div>
  );
}
