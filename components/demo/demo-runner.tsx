'use client';

import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { sendAnalytics } from '@/lib/analytics/send';
import { tracker } from '@/lib/analytics/tracker';
import { requestDemo, simulateReduceDocs } from '@/lib/demo/client';
import { isServerDemoType, MAX_DEMO_INPUT } from '@/lib/demo/kinds';
import { demoMessages } from '@/lib/demo/messages';
import type { DemoTab } from './types';

const preview = (text: string) => (text.length > 90 ? `${text.slice(0, 90).trimEnd()}…` : text);

/** One demo's form and result; the tabs remount it per demo, which clears input and result and cancels a running call. */
export function DemoRunner({
  demo,
  showProgressInResult,
}: {
  demo: DemoTab;
  showProgressInResult: boolean;
}) {
  const [input, setInput] = useState('');
  const [result, setResult] = useState<string>(demoMessages.initialResult);
  const [failed, setFailed] = useState(false);
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function run() {
    const text = input.trim();
    if (!text || running) return;
    tracker.trackDemo(demo.title);
    sendAnalytics({ kind: 'ai_demo', demo: demo.title });
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    if (showProgressInResult) setResult(demoMessages.running);
    try {
      const outcome = isServerDemoType(demo.kind)
        ? await requestDemo(demo.kind, text, controller.signal)
        : await simulateReduceDocs(controller.signal);
      if (!outcome) return;
      setResult(outcome.text);
      setFailed(!outcome.ok);
      if (!outcome.ok) toast.error(outcome.toast);
    } catch {
      setResult(`❌ ${demoMessages.unexpectedResult}`);
      setFailed(true);
      toast.error(demoMessages.unexpectedToast);
    } finally {
      if (!controller.signal.aborted) setRunning(false);
    }
  }

  const inputId = `demo-input-${demo.id}`;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div>
        <p className="text-slate-700">{demo.description}</p>
        <h3 className="mt-5 text-sm font-semibold text-ink">Prøv med et eksempel</h3>
        <ul className="mt-2 space-y-2">
          {demo.examples.map((example, i) => (
            <li key={i}>
              <button
                type="button"
                className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-700 hover:border-brand-600 hover:bg-brand-50"
                onClick={() => {
                  setInput(example);
                  textarea.current?.focus();
                }}
              >
                <span className="font-semibold text-brand-700">Eksempel {i + 1}:</span>{' '}
                {preview(example)}
              </button>
            </li>
          ))}
        </ul>
        <label htmlFor={inputId} className="mt-5 block text-sm font-semibold text-ink">
          Din tekst
        </label>
        <textarea
          ref={textarea}
          id={inputId}
          rows={8}
          maxLength={MAX_DEMO_INPUT}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2 text-ink"
        />
        <div className="mt-3 flex items-center justify-between gap-3">
          <button
            type="button"
            className="btn-primary"
            disabled={!input.trim() || running}
            onClick={run}
          >
            {running ? demoMessages.running : 'Kør demo'}
          </button>
          <span className="text-sm text-muted">
            {input.length}/{MAX_DEMO_INPUT} tegn
          </span>
        </div>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink" id={`demo-result-label-${demo.id}`}>
          Resultat
        </h3>
        <div
          role="status"
          aria-labelledby={`demo-result-label-${demo.id}`}
          data-testid="demo-result"
          className={`mt-1 min-h-48 whitespace-pre-wrap rounded-md border p-4 text-sm ${failed ? 'border-red-300 bg-red-50 text-red-800' : 'border-slate-200 bg-slate-50 text-slate-800'}`}
        >
          {result}
        </div>
      </div>
    </div>
  );
}
