'use client';

import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { POLL_ID, POLL_VOTED_KEY, pollOptions, type PollOptionId } from '@/lib/poll/options';
import type { PollResults as Results } from '@/lib/validation/poll';
import { PollResults } from './poll-results';

const hasVoted = () => {
  try {
    return localStorage.getItem(POLL_VOTED_KEY) === 'true';
  } catch {
    return false; // storage blocked: treat as a first visit
  }
};

// The flag lives in localStorage; other tabs report changes through the storage event.
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** The vote form, or the results once this browser has voted (spec §4 Poll). */
export function PollWidget({ question }: { question: string }) {
  const id = useId();
  const votedBefore = useSyncExternalStore(subscribe, hasVoted, () => false);
  const [votedNow, setVotedNow] = useState(false);
  const [results, setResults] = useState<Results>();
  const [choice, setChoice] = useState<PollOptionId>();
  const [sending, setSending] = useState(false);
  const voted = votedBefore || votedNow;

  useEffect(() => {
    if (!votedBefore) return;
    // A failure to load results is ignored silently (spec §7).
    fetch(`/api/poll?pollId=${POLL_ID}`)
      .then((r) => (r.ok ? (r.json() as Promise<Results>) : undefined))
      .then((data) => data && setResults(data))
      .catch(() => {});
  }, [votedBefore]);

  async function vote(event: React.FormEvent) {
    event.preventDefault();
    if (!choice || sending) return;
    setSending(true);
    try {
      const response = await fetch('/api/poll', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pollId: POLL_ID, optionId: choice }),
      });
      if (!response.ok) throw new Error(String(response.status));
      setResults((await response.json()) as Results);
      try {
        localStorage.setItem(POLL_VOTED_KEY, 'true');
      } catch {}
      setVotedNow(true);
      toast.success('Tak for din stemme!');
    } catch {
      toast.error('Kunne ikke registrere stemme. Prøv igen.');
    } finally {
      setSending(false);
    }
  }

  if (voted) {
    return (
      <div>
        <p className="text-lg font-semibold text-ink">{question}</p>
        <p className="mt-1 text-sm text-muted">
          Du har stemt. Sådan fordeler svarene sig indtil nu:
        </p>
        {results && (
          <div className="mt-5">
            <PollResults results={results} />
          </div>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={vote}>
      <fieldset>
        <legend className="text-lg font-semibold text-ink">{question}</legend>
        <div className="mt-4 space-y-2">
          {pollOptions.map((option) => (
            <label
              key={option.id}
              htmlFor={`${id}-${option.id}`}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-4 py-3 text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                id={`${id}-${option.id}`}
                type="radio"
                name="poll-option"
                value={option.id}
                checked={choice === option.id}
                onChange={() => setChoice(option.id)}
                className="h-4 w-4 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn-primary mt-5" disabled={!choice || sending}>
        {sending ? 'Sender stemme...' : 'Afgiv stemme'}
      </button>
    </form>
  );
}
