// `demo:eval -- --engine builtin|model`: the held-out sets through a whole demo engine (text in, the visitor's text
// out), so the built-in engine and a language model are measured by the same parsing of the same answers.
import { leaksIn, wordsKept } from './evaluation';
import type { ServerDemoType } from '@/lib/demo/kinds';

/** A demo engine as the visitor meets it: the text the result area would show. */
export type Engine = {
  label: string;
  run: (kind: ServerDemoType, input: string) => Promise<string>;
  fellBack?: (result: string) => boolean;
};

/** A set of texts with their answers: personal data to find, clean texts to leave, urgent and trivial enquiries, routes. */
export type Corpus = {
  name: string;
  pii: Array<{ text: string; secrets: string[] }>;
  clean: string[];
  urgent: string[];
  trivial: string[];
  enquiries: Array<[department: string, enquiry: string]>;
};

export type EngineFigures = {
  label: string;
  secrets: number;
  namesLeaked: number;
  wordsKept: number;
  urgentFound: number;
  urgent: number;
  trivialLow: number;
  trivial: number;
  routed: number;
  enquiries: number;
  calls: number;
  fallbacks: number;
  latencies: number[];
};

/** The anonymised text: everything before the list of what was replaced. */
const anonymisedText = (result: string) =>
  result.split(/\n\n(?:Erstattet:|Ingen personoplysninger fundet)/)[0]!;
const lineValue = (result: string, label: string) =>
  result.match(new RegExp(`^${label}: (.+)$`, 'm'))?.[1]?.trim();

export async function measureEngine(engine: Engine, corpus: Corpus): Promise<EngineFigures> {
  const figures: EngineFigures = {
    label: engine.label,
    secrets: 0,
    namesLeaked: 0,
    wordsKept: 0,
    urgentFound: 0,
    urgent: corpus.urgent.length,
    trivialLow: 0,
    trivial: corpus.trivial.length,
    routed: 0,
    enquiries: corpus.enquiries.length,
    calls: 0,
    fallbacks: 0,
    latencies: [],
  };
  const run = async (kind: ServerDemoType, input: string) => {
    const started = performance.now();
    const result = await engine.run(kind, input);
    figures.latencies.push(performance.now() - started);
    figures.calls++;
    if (engine.fellBack?.(result)) figures.fallbacks++;
    return result;
  };
  let kept = 0;
  let words = 0;
  for (const { text, secrets } of corpus.pii) {
    figures.secrets += secrets.length;
    figures.namesLeaked += leaksIn(anonymisedText(await run('anonymize', text)), secrets).length;
  }
  for (const text of corpus.clean) {
    const n = text.split(/\s+/).length;
    kept += wordsKept(text, anonymisedText(await run('anonymize', text))) * n;
    words += n;
  }
  figures.wordsKept = words ? kept / words : NaN;
  for (const text of corpus.urgent)
    if (lineValue(await run('prioritize', text), 'Prioritet') === 'Høj') figures.urgentFound++;
  for (const text of corpus.trivial)
    if (lineValue(await run('prioritize', text), 'Prioritet') === 'Lav') figures.trivialLow++;
  for (const [department, text] of corpus.enquiries)
    if (lineValue(await run('route', text), 'Anbefalet afdeling') === department) figures.routed++;
  return figures;
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : 0;
};
const pct = (x: number) => (Number.isNaN(x) ? '–' : `${(x * 100).toFixed(1)} %`);
const share = (n: number, of: number) => (of ? `${n}/${of} (${pct(n / of)})` : '–');
const ms = (x: number) => (x < 10 ? `${x.toFixed(2)} ms` : `${Math.round(x)} ms`);

/** One row per figure, one column per engine. */
export function sideBySide(corpus: string, all: EngineFigures[]): string {
  const rows: Array<[string, (f: EngineFigures) => string]> = [
    ['names and numbers leaked', (f) => share(f.namesLeaked, f.secrets)],
    ['words kept in clean texts', (f) => pct(f.wordsKept)],
    ['urgent found (rated Høj)', (f) => share(f.urgentFound, f.urgent)],
    ['trivial rated Lav', (f) => share(f.trivialLow, f.trivial)],
    ['routing accuracy', (f) => share(f.routed, f.enquiries)],
    ['latency median', (f) => ms(percentile(f.latencies, 0.5))],
    ['latency p95', (f) => ms(percentile(f.latencies, 0.95))],
    ['fallbacks to the built-in engine', (f) => `${f.fallbacks}/${f.calls}`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length)) + 2;
  const columns = all.map(
    (f) => Math.max(f.label.length, ...rows.map(([, value]) => value(f).length)) + 2,
  );
  const line = (name: string, values: string[]) =>
    name.padEnd(width) + values.map((v, i) => v.padEnd(columns[i]!)).join('');
  return [
    `== ${corpus}`,
    line(
      '',
      all.map((f) => f.label),
    ),
    ...rows.map(([name, value]) => line(name, all.map(value))),
  ]
    .join('\n')
    .replace(/ +$/gm, '');
}
