// Figures for the demo engine on a corpus: name/number leaks, word retention, urgency accuracy and routing accuracy.
import { anonymize } from '@/lib/demo/anonymize';
import { prioritize, type Priority } from '@/lib/demo/prioritize';
import { routeEnquiry } from '@/lib/demo/route';

export type AnonymizationFigures = {
  texts: number;
  secrets: number;
  leakedSecrets: number;
  textsWithLeak: number;
  /** Leaked secrets / all secrets. */
  leakRate: number;
  leaks: Array<{ text: string; leaked: string[]; output: string }>;
  cleanTexts: number;
  /** Share of words kept over all clean texts, and in the worst clean text. */
  cleanRetention: number;
  cleanRetentionMin: number;
  cleanChanged: Array<{ text: string; output: string }>;
  /** Share of the words that are not secrets kept in the texts with personal data (over-redaction). */
  piiOtherWordsKept: number;
};

export type UrgencyFigures = {
  urgent: number;
  urgentHigh: number;
  /** Urgent texts rated 'Lav' or 'Middel'. */
  urgentMissed: Array<{ text: string; priority: Priority; reasons: string[] }>;
  trivial: number;
  trivialHigh: Array<{ text: string; reasons: string[] }>;
  trivialLow: number;
  /** Share of urgent texts rated 'Høj' and trivial texts rated 'Lav', together. */
  accuracy: number;
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Secrets that still start a word: "Anne" leaks through "Annes" and "Anne's" too. */
export function leaksIn(output: string, secrets: string[]): string[] {
  return secrets.filter((secret) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escape(secret)}`, 'u').test(output),
  );
}

const TOKEN = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

/** Share of the input's words (as a multiset) that are still in the output. */
export function wordsKept(
  input: string,
  output: string,
  ignore: (word: string) => boolean = () => false,
): number {
  const left = new Map<string, number>();
  for (const w of output.match(TOKEN) ?? []) left.set(w, (left.get(w) ?? 0) + 1);
  const counted = (input.match(TOKEN) ?? []).filter((w) => !ignore(w));
  if (!counted.length) return 1;
  let kept = 0;
  for (const w of counted) {
    const n = left.get(w) ?? 0;
    if (n > 0) {
      kept++;
      left.set(w, n - 1);
    }
  }
  return kept / counted.length;
}

export function evaluateAnonymization(
  pii: Array<{ text: string; secrets: string[] }>,
  clean: string[],
): AnonymizationFigures {
  const leaks: AnonymizationFigures['leaks'] = [];
  let secrets = 0;
  let leakedSecrets = 0;
  let otherKept = 0;
  for (const { text, secrets: s } of pii) {
    const output = anonymize(text).text;
    const leaked = leaksIn(output, s);
    secrets += s.length;
    leakedSecrets += leaked.length;
    if (leaked.length) leaks.push({ text, leaked, output });
    const isSecretWord = (w: string) =>
      s.some((secret) => w.startsWith(secret) || secret.includes(w));
    otherKept += wordsKept(text, output, isSecretWord);
  }
  let allWords = 0;
  let keptWords = 0;
  let cleanRetentionMin = 1;
  const cleanChanged: AnonymizationFigures['cleanChanged'] = [];
  for (const text of clean) {
    const output = anonymize(text).text;
    const n = (text.match(TOKEN) ?? []).length;
    const share = wordsKept(text, output);
    allWords += n;
    keptWords += share * n;
    cleanRetentionMin = Math.min(cleanRetentionMin, share);
    if (output !== text) cleanChanged.push({ text, output });
  }
  return {
    texts: pii.length,
    secrets,
    leakedSecrets,
    textsWithLeak: leaks.length,
    leakRate: secrets ? leakedSecrets / secrets : 0,
    leaks,
    cleanTexts: clean.length,
    cleanRetention: allWords ? keptWords / allWords : 1,
    cleanRetentionMin,
    cleanChanged,
    piiOtherWordsKept: pii.length ? otherKept / pii.length : 1,
  };
}

export function evaluateUrgency(urgent: string[], trivial: string[]): UrgencyFigures {
  const urgentMissed: UrgencyFigures['urgentMissed'] = [];
  for (const text of urgent) {
    const { priority, reasons } = prioritize(text);
    if (priority !== 'Høj') urgentMissed.push({ text, priority, reasons });
  }
  const trivialHigh: UrgencyFigures['trivialHigh'] = [];
  let trivialLow = 0;
  for (const text of trivial) {
    const { priority, reasons } = prioritize(text);
    if (priority === 'Høj') trivialHigh.push({ text, reasons });
    if (priority === 'Lav') trivialLow++;
  }
  const total = urgent.length + trivial.length;
  return {
    urgent: urgent.length,
    urgentHigh: urgent.length - urgentMissed.length,
    urgentMissed,
    trivial: trivial.length,
    trivialHigh,
    trivialLow,
    accuracy: total ? (urgent.length - urgentMissed.length + trivialLow) / total : 1,
  };
}

export const routingAccuracy = (set: Array<[string, string]>) =>
  set.filter(([label, text]) => routeEnquiry(text).department === label).length / set.length;

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Plain-text table lines for one corpus. */
export function report(name: string, a: AnonymizationFigures, u: UrgencyFigures): string[] {
  return [
    `== ${name}`,
    `anonymize: ${a.texts} texts, ${a.secrets} secrets, ${a.leakedSecrets} leaked (leak rate ${pct(a.leakRate)}), ${a.textsWithLeak} texts with a leak`,
    `           clean texts: ${a.cleanTexts}, words kept ${pct(a.cleanRetention)} (worst text ${pct(a.cleanRetentionMin)}), ${a.cleanChanged.length} changed; other words kept in texts with names ${pct(a.piiOtherWordsKept)}`,
    ...a.leaks.map((l) => `   LEAK ${JSON.stringify(l.leaked)} in: ${JSON.stringify(l.output)}`),
    ...a.cleanChanged.map((c) => `   CHANGED clean text: ${JSON.stringify(c.output)}`),
    `prioritize: urgent ${u.urgentHigh}/${u.urgent} rated Høj, trivial ${u.trivialLow}/${u.trivial} rated Lav, ${u.trivialHigh.length} trivial rated Høj; urgency accuracy ${pct(u.accuracy)}`,
    ...u.urgentMissed.map((m) => `   MISSED (${m.priority}): ${m.text}`),
    ...u.trivialHigh.map((m) => `   TRIVIAL RATED HØJ: ${m.text} — ${m.reasons.join('; ')}`),
  ];
}
