import { anonymize } from '@/lib/demo/anonymize';
import { wordsKept } from './evaluation';
import { holdoutPii } from './fixtures/holdout-2026-11';
import { piiCorpus } from './fixtures/anonymize-corpus';
for (const { text, secrets } of [...piiCorpus, ...holdoutPii]) {
  const out = anonymize(text).text;
  const k = wordsKept(text, out, (w) => secrets.some((s) => w.startsWith(s) || s.includes(w)));
  if (k < 1) console.log(k.toFixed(2), JSON.stringify(out));
}
