// The engines `demo:eval -- --engine builtin|model [--fake-server]` compares, and the fake model it can run against.
import {
  measureEngine,
  sideBySide,
  type Corpus,
  type Engine,
  type EngineFigures,
} from './engine-comparison';
import { holdoutEnquiries } from './fixtures/enquiries-holdout';
import {
  holdoutClean,
  holdoutPii,
  holdoutTrivial,
  holdoutUrgent,
} from './fixtures/holdout-2026-11';
import { freshPii, freshTrivial, freshUrgent } from './fixtures/fresh-check-2026-11';
import { fresh2Pii, fresh2Trivial, fresh2Urgent } from './fixtures/fresh-check-2-2026-11';
import { fresh3Pii, fresh3Trivial, fresh3Urgent } from './fixtures/fresh-check-3-2026-11';
import { fresh4Pii, fresh4Trivial, fresh4Urgent } from './fixtures/fresh-check-4-2026-11';
import { fresh5Pii, fresh5Trivial, fresh5Urgent } from './fixtures/fresh-check-5-2026-11';
import { runBuiltInDemo } from '@/lib/demo/engine';
import { SERVER_DEMO_TYPES, type ServerDemoType } from '@/lib/demo/kinds';
import { anonymize } from '@/lib/demo/anonymize';
import { prioritize } from '@/lib/demo/prioritize';
import { routeEnquiry } from '@/lib/demo/route';
import { summarize } from '@/lib/demo/summarize';
import { FALLBACK_NOTE, runModelDemo, type DemoModel } from '@/lib/demo/model';
import { configuredDemoModel } from '@/lib/demo/model/config';
import { systemPrompt } from '@/lib/demo/model/prompts';
import { promptOf, startFakeModelServer, type ChatRequest } from '@/tests/helpers/fake-openai';

const builtin: Engine = {
  label: 'built-in engine',
  run: async (kind, input) => runBuiltInDemo(kind, input),
};

/** The fake model answers what the built-in rules say, as JSON: it shows the harness and the HTTP path, not a model. */
function rulesAsModel(request: ChatRequest) {
  const { system, user } = promptOf(request);
  const kind = SERVER_DEMO_TYPES.find((k) => systemPrompt(k) === system) as ServerDemoType;
  const input = user.replace(/^<borgertekst>\n/, '').replace(/\n<\/borgertekst>$/, '');
  const answers: Record<ServerDemoType, () => object> = {
    prioritize: () => ({
      priority: prioritize(input).priority,
      reasons: prioritize(input).reasons,
      emergency: prioritize(input).emergency,
    }),
    route: () => ({
      department: routeEnquiry(input).department,
      confidence: routeEnquiry(input).confidence,
      reasons: routeEnquiry(input).evidence.length
        ? routeEnquiry(input).evidence
        : ['Ingen kendte nøgleord'],
    }),
    summarize: () => ({
      summary: summarize(input).sentences.join(' ') || input.slice(0, 200),
      keyPoints: summarize(input).keyTerms.length ? summarize(input).keyTerms : ['ingen'],
    }),
    anonymize: () => ({ text: anonymize(input).text, replaced: [] }),
  };
  return { content: JSON.stringify(answers[kind]()) };
}

// Both sets were written before the engine saw them, and the engine was tuned on their failure classes afterwards:
// the built-in figures on them are no longer unseen-text figures (see print-evaluation.ts for the history).
const CORPORA: Corpus[] = [
  {
    name: 'held-out set (holdout-2026-11.ts, enquiries-holdout.ts)',
    pii: holdoutPii,
    clean: holdoutClean,
    urgent: holdoutUrgent.map((u) => u.text),
    trivial: holdoutTrivial,
    enquiries: holdoutEnquiries,
  },
  {
    name: 'fresh check sets 1-5 (fresh-check-*-2026-11.ts)',
    pii: [...freshPii, ...fresh2Pii, ...fresh3Pii, ...fresh4Pii, ...fresh5Pii],
    clean: [],
    urgent: [...freshUrgent, ...fresh2Urgent, ...fresh3Urgent, ...fresh4Urgent, ...fresh5Urgent],
    trivial: [
      ...freshTrivial,
      ...fresh2Trivial,
      ...fresh3Trivial,
      ...fresh4Trivial,
      ...fresh5Trivial,
    ],
    enquiries: [],
  },
];

async function measureAll(engines: Engine[]): Promise<string> {
  const tables: string[] = [];
  for (const corpus of CORPORA) {
    const columns: EngineFigures[] = [];
    for (const engine of engines) columns.push(await measureEngine(engine, corpus));
    tables.push(sideBySide(corpus.name, columns));
  }
  return tables.join('\n\n');
}

export async function compareEngines(which: string, fakeServer: boolean): Promise<string> {
  if (which !== 'builtin' && which !== 'model')
    return 'Usage: npm run demo:eval -- --engine builtin|model [--fake-server]';
  if (which === 'builtin') return measureAll([builtin]);
  const fake = fakeServer ? await startFakeModelServer(rulesAsModel) : undefined;
  const model: DemoModel | undefined = fake
    ? { url: fake.url, name: 'fake-rules-as-json' }
    : configuredDemoModel();
  if (!model)
    return `${await measureAll([builtin])}\n\nNo model configured: set DEMO_MODEL_URL and DEMO_MODEL_NAME (and DEMO_MODEL_KEY), or add --fake-server.`;
  const label = fake
    ? 'FAKE local server (rules as JSON)'
    : `${model.name} @ ${new URL(model.url).host}`;
  const table = await measureAll([
    builtin,
    {
      label,
      run: (kind, input) => runModelDemo(model, kind, input),
      fellBack: (r) => r.endsWith(FALLBACK_NOTE),
    },
  ]);
  await fake?.close();
  const note = fake
    ? '\n\nThe model column is a fake server on this machine that answers the built-in rules as JSON: it shows the harness and the HTTP path work, not what a model can do.'
    : '';
  return `${table}${note}`;
}
