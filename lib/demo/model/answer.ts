// Turns a model's validated answer into the demo's plain Danish text, held to the built-in engine as a floor:
// nothing the rules anonymise survives, and a hazard the rules recognise is never rated lower than 'Høj'.
import { anonymizeWithFindings, formatAnonymized, type Anonymized } from '../anonymize';
import { PLACEHOLDER, type PiiKind } from '../anonymize-patterns';
import type { ServerDemoType } from '../kinds';
import { formatPrioritization, prioritize, type Priority } from '../prioritize';
import type { AnswerOf } from './schemas';

const RANK: Record<Priority, number> = { Lav: 0, Middel: 1, Høj: 2 };
const RESPONSE: Record<Priority, string> = {
  Høj: 'Straks – senest inden for 4 timer',
  Middel: 'Inden for 2 arbejdsdage',
  Lav: 'Inden for 10 arbejdsdage',
};

function prioritizeText(input: string, answer: AnswerOf<'prioritize'>): string {
  const rules = prioritize(input);
  const raised = rules.priority === 'Høj' && RANK[answer.priority] < RANK.Høj;
  const priority = raised ? rules.priority : answer.priority;
  const reasons = raised ? [rules.reasons[0]!, ...answer.reasons] : answer.reasons;
  return formatPrioritization({
    priority,
    reasons,
    responseTime: RESPONSE[priority],
    emergency: answer.emergency || rules.emergency,
  });
}

function routeText(answer: AnswerOf<'route'>): string {
  return [
    `Anbefalet afdeling: ${answer.department}`,
    `Sikkerhed: ${answer.confidence} %`,
    'Begrundelse:',
    ...answer.reasons.map((r) => `• ${r}`),
  ].join('\n');
}

function summarizeText(answer: AnswerOf<'summarize'>): string {
  return [
    'Resumé:',
    answer.summary,
    '',
    'Hovedpunkter:',
    ...answer.keyPoints.map((p) => `• ${p}`),
  ].join('\n');
}

const TOKEN = /[\p{L}\p{N}]+/gu;
/** Share of the input's words still in the output: an anonymised text keeps most of them. */
function wordsKeptShare(input: string, output: string): number {
  const left = new Map<string, number>();
  for (const w of output.match(TOKEN) ?? []) left.set(w, (left.get(w) ?? 0) + 1);
  const all = input.match(TOKEN) ?? [];
  let kept = 0;
  for (const w of all) {
    const n = left.get(w) ?? 0;
    if (n > 0) {
      kept++;
      left.set(w, n - 1);
    }
  }
  return all.length ? kept / all.length : 1;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const replaceAll = (text: string, original: string, placeholder: string) =>
  text.replace(
    new RegExp(`(?<![\\p{L}\\p{N}])${escape(original)}(?![\\p{L}\\p{N}])`, 'gu'),
    placeholder,
  );

/**
 * The union of both: the rules run again over the model's text, and every secret the rules found in the voter's
 * text, and every one the model reports, is replaced wherever it still stands. Undefined when the model's text is
 * no longer the voter's text (a rewrite or an obeyed instruction), so the built-in answer is shown instead.
 */
function anonymizeText(input: string, answer: AnswerOf<'anonymize'>): string | undefined {
  const rules = anonymizeWithFindings(input);
  // Compared with the rules' own output, so that the secrets both remove do not count as lost words.
  if (wordsKeptShare(rules.text, answer.text) < 0.5) return undefined;
  const again = anonymizeWithFindings(answer.text);
  let text = again.text;
  const counts: Anonymized['counts'] = {};
  const count = (kind: PiiKind) => (counts[kind] = (counts[kind] ?? 0) + 1);
  const seen = new Set<string>();
  // Longest first, so "Karen" cannot leave the "Pedersen" of "Karen Pedersen" behind.
  const all = [...rules.found, ...answer.replaced, ...again.found].sort(
    (a, b) => b.original.length - a.original.length,
  );
  for (const { kind, original } of all) {
    const key = original.trim();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    text = replaceAll(text, key, PLACEHOLDER[kind]);
    count(kind);
  }
  return formatAnonymized({ text, counts });
}

export function formatModelAnswer<K extends ServerDemoType>(
  kind: K,
  input: string,
  answer: AnswerOf<K>,
): string | undefined {
  switch (kind) {
    case 'prioritize':
      return prioritizeText(input, answer as AnswerOf<'prioritize'>);
    case 'route':
      return routeText(answer as AnswerOf<'route'>);
    case 'summarize':
      return summarizeText(answer as AnswerOf<'summarize'>);
    default:
      return anonymizeText(input, answer as AnswerOf<'anonymize'>);
  }
}
