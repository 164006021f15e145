// Extractive summary: the sentences that carry the text's recurring key terms, kept in their original order.
import { countWords, splitSentences, stem, STOP_WORDS, words } from './text';

export type Summary = {
  sentences: string[];
  keyTerms: string[];
  totalSentences: number;
  wordsBefore: number;
  wordsAfter: number;
};

const contentWords = (sentence: string) =>
  words(sentence).filter((w) => w.length >= 3 && !STOP_WORDS.has(w) && !/^\d+$/.test(w));

const collator = new Intl.Collator('da');

/** How many sentences to keep: about a third, at least one and at most five. */
const keepCount = (n: number) => Math.min(5, Math.max(1, Math.round(n / 3)));

export function summarize(text: string): Summary {
  const all = splitSentences(text);
  const perSentence = all.map((s) => contentWords(s).map((w) => ({ word: w, stem: stem(w) })));

  const frequency = new Map<string, number>();
  const surface = new Map<string, Map<string, number>>();
  for (const { word, stem: s } of perSentence.flat()) {
    frequency.set(s, (frequency.get(s) ?? 0) + 1);
    const forms = surface.get(s) ?? new Map<string, number>();
    forms.set(word, (forms.get(word) ?? 0) + 1);
    surface.set(s, forms);
  }

  // A term seen once says little about the whole text; repeated terms are the key terms.
  const scores = perSentence.map((terms, index) => {
    const distinct = new Set(terms.map((t) => t.stem));
    const weight = [...distinct].reduce((sum, s) => sum + (frequency.get(s)! - 1), 0);
    const lead = index === 0 ? 1.15 : 1;
    return (lead * weight) / Math.sqrt(Math.max(terms.length, 4));
  });

  const keep = new Set(
    scores
      .map((score, index) => ({ score, index }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, keepCount(all.length))
      .map((s) => s.index),
  );
  const sentences = all.filter((_, index) => keep.has(index));

  const keyTerms = [...frequency]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || collator.compare(a[0], b[0]))
    .slice(0, 5)
    .map(
      ([s]) => [...surface.get(s)!].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)[0]![0],
    );

  return {
    sentences,
    keyTerms,
    totalSentences: all.length,
    wordsBefore: countWords(text),
    wordsAfter: sentences.reduce((sum, s) => sum + countWords(s), 0),
  };
}

export function formatSummary(summary: Summary): string {
  if (summary.totalSentences === 0)
    return 'Teksten indeholder ingen sætninger, der kan opsummeres.';
  const percent = summary.wordsBefore
    ? Math.round((100 * summary.wordsAfter) / summary.wordsBefore)
    : 100;
  return [
    `Resumé (${summary.sentences.length} af ${summary.totalSentences} sætninger):`,
    ...summary.sentences.map((s) => `• ${s}`),
    '',
    `Nøgleord: ${summary.keyTerms.length ? summary.keyTerms.join(', ') : 'ingen gentagne nøgleord'}`,
    `Antal ord: ${summary.wordsBefore} → ${summary.wordsAfter} (${percent} % af den oprindelige tekst)`,
  ].join('\n');
}
