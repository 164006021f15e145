// `npm run demo:eval`: prints the demo engine's figures on the tuning set and, separately, on the held-out set, and
// its CPU time (the timing bounds that were in the unit tests live here now: a benchmark, not a pass/fail test).
// `npm run demo:eval -- --engine builtin` or `--engine model`: the held-out sets through whole engines, side by side
// (see engine-comparison.ts); `model` uses DEMO_MODEL_URL/NAME/KEY, `--fake-server` a local fake model instead.
import { cleanCorpus, piiCorpus } from './fixtures/anonymize-corpus';
import { labelledEnquiries } from './fixtures/enquiries';
import { holdoutEnquiries } from './fixtures/enquiries-holdout';
import { fresh5Pii, fresh5Trivial, fresh5Urgent } from './fixtures/fresh-check-5-2026-11';
import { fresh4Pii, fresh4Trivial, fresh4Urgent } from './fixtures/fresh-check-4-2026-11';
import { fresh3Pii, fresh3Trivial, fresh3Urgent } from './fixtures/fresh-check-3-2026-11';
import { fresh2Pii, fresh2Trivial, fresh2Urgent } from './fixtures/fresh-check-2-2026-11';
import { freshPii, freshTrivial, freshUrgent } from './fixtures/fresh-check-2026-11';
import {
  holdoutClean,
  holdoutPii,
  holdoutTrivial,
  holdoutUrgent,
} from './fixtures/holdout-2026-11';
import { labelledUrgency } from './fixtures/urgency';
import { anonymize } from '@/lib/demo/anonymize';
import { prioritize } from '@/lib/demo/prioritize';
import { evaluateAnonymization, evaluateUrgency, report, routingAccuracy } from './evaluation';
import { compareEngines } from './compare-engines';
import { runBuiltInDemo } from '@/lib/demo/engine';
import { SERVER_DEMO_TYPES } from '@/lib/demo/kinds';

const engineArg = process.argv.indexOf('--engine');
if (engineArg >= 0) {
  console.log(
    await compareEngines(process.argv[engineArg + 1] ?? '', process.argv.includes('--fake-server')),
  );
  process.exit(0);
}

const pick = (label: string) => labelledUrgency.filter(([l]) => l === label).map(([, t]) => t);
const lines = [
  ...report(
    'tuning set (anonymize-corpus.ts, urgency.ts)',
    evaluateAnonymization(piiCorpus, cleanCorpus),
    evaluateUrgency(pick('Høj'), pick('Lav')),
  ),
  ...report(
    'held-out set (holdout-2026-11.ts)',
    evaluateAnonymization(holdoutPii, holdoutClean),
    evaluateUrgency(
      holdoutUrgent.map((u) => u.text),
      holdoutTrivial,
    ),
  ),
  ...report(
    'fresh check set 1, measured once, then its failure classes tuned (fresh-check-2026-11.ts)',
    evaluateAnonymization(freshPii, []),
    evaluateUrgency(freshUrgent, freshTrivial),
  ),
  ...report(
    'fresh check set 2, measured once, then its failure classes tuned (fresh-check-2-2026-11.ts)',
    evaluateAnonymization(fresh2Pii, []),
    evaluateUrgency(fresh2Urgent, fresh2Trivial),
  ),
  ...report(
    'fresh check set 3, measured once, then its failure classes tuned (fresh-check-3-2026-11.ts)',
    evaluateAnonymization(fresh3Pii, []),
    evaluateUrgency(fresh3Urgent, fresh3Trivial),
  ),
  ...report(
    'fresh check set 4, measured once, then its failure classes tuned (fresh-check-4-2026-11.ts)',
    evaluateAnonymization(fresh4Pii, []),
    evaluateUrgency(fresh4Urgent, fresh4Trivial),
  ),
  ...report(
    'fresh check set 5, measured once, then its failure classes tuned (fresh-check-5-2026-11.ts)',
    evaluateAnonymization(fresh5Pii, []),
    evaluateUrgency(fresh5Urgent, fresh5Trivial),
  ),
  `== routing accuracy: labelled ${(routingAccuracy(labelledEnquiries) * 100).toFixed(1)} %, held-out ${(routingAccuracy(holdoutEnquiries) * 100).toFixed(1)} %`,
];
// Time on 5,000 characters of the corpora's own texts, after a warm-up.
const long = (() => {
  const parts = [
    ...piiCorpus.map((s) => s.text),
    ...holdoutPii.map((s) => s.text),
    ...holdoutUrgent.map((u) => u.text),
    ...holdoutTrivial,
  ];
  let text = '';
  for (let i = 0; text.length < 5000; i++) text += `${parts[i % parts.length]}\n`;
  return text.slice(0, 5000);
})();
// Wall time suffers when the machine is shared; CPU time (user + system) shows the engine's own cost.
const cpuTime = (run: () => unknown) => {
  run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 21; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    run();
    const used = process.cpuUsage(cpuStarted);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[10]!.toFixed(1);
  return `${median(wall)} ms wall, ${median(cpu)} ms CPU`;
};
for (const [name, run] of [
  ['anonymize', anonymize],
  ['prioritize', prioritize],
] as const) {
  lines.push(`== ${name} on 5,000 characters (median of 21): ${cpuTime(() => run(long))}`);
}
// Each kind through the engine's formatting too (was a unit test's 50 ms bound).
for (const kind of SERVER_DEMO_TYPES)
  lines.push(
    `== ${kind} (whole answer) on 5,000 characters (median of 21): ${cpuTime(() => runBuiltInDemo(kind, long))}`,
  );
// Text built to make regular expressions backtrack (was a unit test's 200 ms bound).
for (const [name, input] of [
  ['x×5000', 'x'.repeat(5000)],
  ['X×5000', 'X'.repeat(5000)],
  ['"Anne og "×625', 'Anne og '.repeat(625)],
  ['"jens, "×833', 'jens, '.repeat(833)],
] as const) {
  lines.push(`== anonymize on ${name} (median of 21): ${cpuTime(() => anonymize(input))}`);
}
console.log(lines.join('\n'));
