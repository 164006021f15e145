// `npm run demo:eval`: prints the demo engine's figures on the tuning set and, separately, on the held-out set.
import { cleanCorpus, piiCorpus } from './fixtures/anonymize-corpus';
import { labelledEnquiries } from './fixtures/enquiries';
import { holdoutEnquiries } from './fixtures/enquiries-holdout';
import { holdoutClean, holdoutPii, holdoutTrivial, holdoutUrgent } from './fixtures/holdout-2026-11';
import { labelledUrgency } from './fixtures/urgency';
import { evaluateAnonymization, evaluateUrgency, report, routingAccuracy } from './evaluation';

const pick = (label: string) => labelledUrgency.filter(([l]) => l === label).map(([, t]) => t);
const lines = [
  ...report('tuning set (anonymize-corpus.ts, urgency.ts)', evaluateAnonymization(piiCorpus, cleanCorpus), evaluateUrgency(pick('Høj'), pick('Lav'))),
  ...report(
    'held-out set (holdout-2026-11.ts)',
    evaluateAnonymization(holdoutPii, holdoutClean),
    evaluateUrgency(holdoutUrgent.map((u) => u.text), holdoutTrivial),
  ),
  `== routing accuracy: labelled ${(routingAccuracy(labelledEnquiries) * 100).toFixed(1)} %, held-out ${(routingAccuracy(holdoutEnquiries) * 100).toFixed(1)} %`,
];
console.log(lines.join('\n'));
