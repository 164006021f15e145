// Routes a citizen enquiry to the municipal department whose vocabulary it uses most.
import { departments, FALLBACK_DEPARTMENT, type Department } from './route-lexicon';
import { stem, words } from './text';

type Term = {
  department: Department;
  text: string;
  mode: 'prefix' | 'inside' | 'exact';
  weight: number;
  root: string;
};

/** Long terms also match through their stem, so 'plejecenter' finds 'plejecentret'. */
const rootOf = (text: string) => {
  const root = stem(text);
  return root.length >= 5 ? root : text;
};

const parseTerm = (department: Department, raw: string, weight: number): Term => {
  if (raw.startsWith('~'))
    return { department, text: raw.slice(1), mode: 'inside', weight, root: rootOf(raw.slice(1)) };
  if (raw.startsWith('='))
    return { department, text: raw.slice(1), mode: 'exact', weight, root: raw.slice(1) };
  return { department, text: raw, mode: 'prefix', weight, root: rootOf(raw) };
};

const allTerms = departments.flatMap((d) => [
  ...d.strong.map((t) => parseTerm(d, t, 3)),
  ...d.terms.map((t) => parseTerm(d, t, 1)),
]);
const wordTerms = allTerms.filter((t) => !t.text.includes(' '));
const phraseTerms = allTerms.filter((t) => t.text.includes(' '));

const fits = (term: Term, word: string) =>
  term.mode === 'exact'
    ? word === term.text
    : term.mode === 'prefix'
      ? word.startsWith(term.root)
      : word.includes(term.root);

/** The longest term that fits a word, so 'børnehaveklassen' counts for Skole and not for 'børnehave'. */
function bestTerm(word: string): Term | undefined {
  let best: Term | undefined;
  for (const term of wordTerms) {
    if (fits(term, word) && (!best || term.text.length > best.text.length)) best = term;
  }
  return best;
}

export type Routing = {
  department: string;
  /** Share of all matched weight that points to the chosen department, 0–100. */
  confidence: number;
  evidence: string[];
  runnerUp?: { department: string; confidence: number };
};

export function routeEnquiry(text: string): Routing {
  const scores = new Map<string, { score: number; evidence: string[] }>();
  const add = (d: Department, weight: number, evidence: string) => {
    const entry = scores.get(d.name) ?? { score: 0, evidence: [] };
    entry.score += weight;
    if (!entry.evidence.includes(evidence)) entry.evidence.push(evidence);
    scores.set(d.name, entry);
  };

  const tokens = words(text);
  for (const word of tokens) {
    const term = bestTerm(word);
    if (term) add(term.department, term.weight, word);
  }
  const joined = ` ${tokens.join(' ')} `;
  for (const term of phraseTerms) {
    if (joined.includes(` ${term.text}`)) add(term.department, term.weight, term.text);
  }

  const order = (name: string) => departments.findIndex((d) => d.name === name);
  const ranked = [...scores].sort((a, b) => b[1].score - a[1].score || order(a[0]) - order(b[0]));
  const total = ranked.reduce((sum, [, s]) => sum + s.score, 0);
  const [first, second] = ranked;
  if (!first) return { department: FALLBACK_DEPARTMENT, confidence: 0, evidence: [] };
  const percent = (score: number) => Math.round((100 * score) / total);
  return {
    department: first[0],
    confidence: percent(first[1].score),
    evidence: first[1].evidence,
    runnerUp: second ? { department: second[0], confidence: percent(second[1].score) } : undefined,
  };
}

const confidenceLabel = (percent: number) =>
  percent >= 75 ? 'høj' : percent >= 50 ? 'middel' : 'lav';

export function formatRouting(routing: Routing): string {
  if (routing.confidence === 0) {
    return [
      `Anbefalet afdeling: ${routing.department}`,
      'Sikkerhed: lav – henvendelsen indeholder ingen kendte nøgleord.',
      `${routing.department} tager imod henvendelsen og sender den videre til den rette afdeling.`,
    ].join('\n');
  }
  return [
    `Anbefalet afdeling: ${routing.department}`,
    `Sikkerhed: ${routing.confidence} % (${confidenceLabel(routing.confidence)})`,
    `Afgørende ord: ${routing.evidence.join(', ')}`,
    ...(routing.runnerUp
      ? [`Alternativ: ${routing.runnerUp.department} (${routing.runnerUp.confidence} %)`]
      : []),
  ].join('\n');
}
