'use client';
// "Ny udsendelse": the one client leaf of Udsendelser. It keeps the recipient count live as the newsletter and the
// topics change, and asks once more before a send ("Ja, send til N modtagere"), with focus moved to that question and
// back. The server actions check everything again; nothing here decides who gets a mail.
import { useActionState, useEffect, useRef, useState } from 'react';
import { Notice } from '../../_components/page-head';
import { countRecipientsAction, submitNewSend, type NewSendResult } from './actions';
import { recipientsText } from './labels';
import { readSendTime } from './schedule';

type NewsletterOption = { slug: string; subject: string; topics: string[] };
type TopicOption = { key: string; label: string; description: string };

type Props = {
  newsletters: NewsletterOption[];
  topics: TopicOption[];
  /** The first newsletter's topics and their count, so the page is right before any script runs. */
  initialTopics: string[];
  initialCount: number;
  /** The earliest time the field offers: now, in Copenhagen wall-clock time. */
  minTime: string;
};

type Asking = { when: 'nu' } | { when: 'senere'; label: string } | null;

const buttonClass = 'rounded-md px-3 py-1 font-semibold';
const primary = `${buttonClass} bg-brand-700 text-white`;
const secondary = `${buttonClass} border border-brand-700 text-brand-700`;

const laterLabel = new Intl.DateTimeFormat('da-DK', {
  timeZone: 'Europe/Copenhagen',
  dateStyle: 'long',
  timeStyle: 'short',
});

export function NewSendForm({ newsletters, topics, initialTopics, initialCount, minTime }: Props) {
  const [slug, setSlug] = useState(newsletters[0]?.slug ?? '');
  const [chosen, setChosen] = useState<string[]>(initialTopics);
  const [count, setCount] = useState(initialCount);
  const [counting, setCounting] = useState(false);
  const [time, setTime] = useState('');
  // The question belongs to the answer it was asked after: a new answer from the server closes it by itself.
  const [question, setQuestion] = useState<{ asking: Asking; after: NewSendResult }>({
    asking: null,
    after: null,
  });
  const [problem, setProblem] = useState<string | null>(null);

  const countRound = useRef(0);
  // "Send nu" pressed while a count is on its way: the question waits for that count, never a stale one.
  const waitingAsk = useRef<((n: number) => void) | null>(null);
  // The live count: asked again whenever the newsletter, the topics or the sends change; the last answer wins.
  const recount = (nextSlug: string, nextTopics: string[]) => {
    const round = ++countRound.current;
    setCounting(true);
    countRecipientsAction(nextSlug, nextTopics).then(
      (n) => {
        if (round !== countRound.current) return;
        setCount(n);
        setCounting(false);
        const waiting = waitingAsk.current;
        waitingAsk.current = null;
        waiting?.(n);
      },
      () => {
        if (round !== countRound.current) return;
        setCounting(false);
        waitingAsk.current = null;
      },
    );
  };

  const [result, submit, pending] = useActionState<NewSendResult, FormData>(
    async (previous, form) => {
      const next = await submitNewSend(previous, form);
      recount(
        String(form.get('nyhedsbrev') ?? ''),
        form.getAll('emner').map((t) => String(t)),
      );
      return next;
    },
    null,
  );
  const asking = question.after === result ? question.asking : null;
  const setAsking = (next: Asking) => setQuestion({ asking: next, after: result });

  const confirmRef = useRef<HTMLButtonElement>(null);
  const sendNowRef = useRef<HTMLButtonElement>(null);
  const laterRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const askedFrom = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  // An answer from the server takes focus, so a keyboard user hears it and goes on from there.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const chooseNewsletter = (next: string) => {
    const nextTopics = newsletters.find((n) => n.slug === next)?.topics ?? [];
    waitingAsk.current = null;
    setSlug(next);
    setChosen(nextTopics);
    setAsking(null);
    setProblem(null);
    recount(next, nextTopics);
  };

  const toggle = (key: string, on: boolean) => {
    const nextTopics = topics
      .map((t) => t.key)
      .filter((k) => (k === key ? on : chosen.includes(k)));
    waitingAsk.current = null;
    setChosen(nextTopics);
    setAsking(null);
    setProblem(null);
    recount(slug, nextTopics);
  };

  const ask = (next: Exclude<Asking, null>, from: HTMLButtonElement | null) => {
    if (chosen.length === 0) return setProblem('Vælg mindst ét emne.');
    const decide = (n: number) => {
      if (n === 0) return setProblem('Ingen modtagere med de valgte emner.');
      setProblem(null);
      askedFrom.current = from;
      setAsking(next);
    };
    if (counting) waitingAsk.current = decide;
    else decide(count);
  };

  const askLater = () => {
    const read = readSendTime(time, new Date());
    if ('error' in read) {
      setProblem(read.error);
      return;
    }
    ask({ when: 'senere', label: laterLabel.format(read.at) }, laterRef.current);
  };

  const cancel = () => {
    setAsking(null);
    askedFrom.current?.focus();
  };

  const subject = newsletters.find((n) => n.slug === slug)?.subject ?? '';
  const confirmText = `Ja, send til ${recipientsText(count)}`;

  return (
    <form action={submit} className="mt-4 space-y-5" aria-labelledby="ny-udsendelse">
      {/* The form's default button, disabled: Enter in a field never sends anything by itself. */}
      <button type="submit" disabled hidden aria-hidden="true" tabIndex={-1} />
      <label className="flex max-w-xl flex-col text-sm font-semibold">
        Nyhedsbrev
        <select
          name="nyhedsbrev"
          value={slug}
          onChange={(e) => chooseNewsletter(e.target.value)}
          className="mt-1 rounded-md border border-slate-400 px-2 py-1 font-normal"
        >
          {newsletters.map((n) => (
            <option key={n.slug} value={n.slug}>
              {n.subject}
            </option>
          ))}
        </select>
      </label>

      <fieldset>
        <legend className="text-sm font-semibold text-ink">Modtagere</legend>
        <ul className="mt-2 space-y-2">
          {topics.map((t) => (
            <li key={t.key} className="flex items-start gap-3">
              <input
                id={`emne-${t.key}`}
                type="checkbox"
                name="emner"
                value={t.key}
                checked={chosen.includes(t.key)}
                onChange={(e) => toggle(t.key, e.target.checked)}
                aria-describedby={`emne-${t.key}-tekst`}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
              />
              <span>
                <label htmlFor={`emne-${t.key}`} className="font-semibold text-ink">
                  {t.label}
                </label>
                <span id={`emne-${t.key}-tekst`} className="block text-sm text-slate-700">
                  {t.description}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </fieldset>

      <div>
        <p
          className="text-lg font-semibold text-ink"
          aria-live="polite"
          aria-busy={counting}
          data-testid="recipient-count"
        >
          {recipientsText(count)}
        </p>
        <p className="text-sm text-slate-700">
          Abonnenter, der har valgt mindst ét af emnerne og ikke har fået dette nyhedsbrev før.
          Adresser, der har afvist mails, tælles ikke med.
        </p>
      </div>

      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="handling"
          value="proeve"
          disabled={pending}
          className={secondary}
        >
          Send prøve til mig
        </button>
        <button
          type="button"
          ref={sendNowRef}
          onClick={() => ask({ when: 'nu' }, sendNowRef.current)}
          className={primary}
        >
          Send nu
        </button>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col">
          <label htmlFor="tidspunkt" className="text-sm font-semibold">
            Send senere
          </label>
          <input
            id="tidspunkt"
            type="datetime-local"
            name="tidspunkt"
            min={minTime}
            value={time}
            onChange={(e) => {
              setTime(e.target.value);
              setAsking(null);
            }}
            aria-describedby="tidspunkt-hjaelp"
            className="mt-1 rounded-md border border-slate-400 px-2 py-1"
          />
        </div>
        <button type="button" ref={laterRef} onClick={askLater} className={secondary}>
          Planlæg
        </button>
        <p id="tidspunkt-hjaelp" className="w-full text-sm text-slate-700">
          Dato og klokkeslæt i dansk tid (Europe/Copenhagen).
        </p>
      </div>

      {problem && !asking && <Notice tone="error">{problem}</Notice>}

      {asking && (
        <section
          aria-labelledby="bekraeft-overskrift"
          className="rounded-md border-2 border-brand-700 p-4"
          onKeyDown={(e) => {
            if (e.key === 'Escape') cancel();
          }}
        >
          <h3 id="bekraeft-overskrift" className="font-semibold text-ink">
            {asking.when === 'nu' ? 'Send nu?' : 'Planlæg udsendelsen?'}
          </h3>
          <p className="mt-1">
            »{subject}« sendes {asking.when === 'nu' ? 'nu' : `${asking.label} (dansk tid)`} til{' '}
            {recipientsText(count)}. Hver modtager får det én gang; udsendelsen kan stoppes, mens
            den venter eller kører.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="submit"
              name="handling"
              value={asking.when}
              ref={confirmRef}
              disabled={pending}
              className={primary}
            >
              {confirmText}
            </button>
            <button type="button" onClick={cancel} className={secondary}>
              Fortryd
            </button>
          </div>
        </section>
      )}

      {result && (
        <p
          ref={resultRef}
          tabIndex={-1}
          role="status"
          className={`rounded-md border px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-brand-700 ${'ok' in result ? 'border-brand-700 bg-brand-50 text-ink' : 'border-red-700 bg-red-50 text-red-900'}`}
        >
          {'ok' in result ? result.ok : result.error}
        </p>
      )}
    </form>
  );
}
