import { runBuiltInDemo } from '@/lib/demo/engine';
import { SERVER_DEMO_TYPES } from '@/lib/demo/kinds';
import { formatReduceDocs, reduceDocsResult } from '@/lib/demo/reduce-docs';
import { piiCorpus } from './fixtures/anonymize-corpus';
import { labelledEnquiries } from './fixtures/enquiries';

// 5,000 characters of realistic mixed text: enquiries with names, numbers and addresses.
const longText = (() => {
  const parts = [...piiCorpus.map((s) => s.text), ...labelledEnquiries.map(([, t]) => t)];
  let text = '';
  for (let i = 0; text.length < 5000; i++) text += `${parts[i % parts.length]} `;
  return text.slice(0, 5000);
})();

describe('built-in demo engine', () => {
  it.each(SERVER_DEMO_TYPES)('is deterministic and answers in plain text (%s)', (kind) => {
    const first = runBuiltInDemo(kind, longText);
    expect(runBuiltInDemo(kind, longText)).toBe(first);
    expect(first.trim().length).toBeGreaterThan(0);
    expect(first).not.toMatch(/[<>{}]/);
  });

  it('formats the canned reduce-docs result: three items, 20 minutes per case, 260 hours a year', () => {
    expect(reduceDocsResult.redundant_items).toHaveLength(3);
    expect(reduceDocsResult.redundant_items.reduce((sum, i) => sum + i.impact_minutes, 0)).toBe(20);
    const text = formatReduceDocs();
    expect(text).toMatch(/^Fundet 3 overflødige dokumentationskrav:\n1\. /);
    expect(text).toContain('Estimeret tidsbesparelse pr. sag: 20 minutter');
    expect(text).toContain('Estimeret årlig besparelse: 260 timer');
  });
});
