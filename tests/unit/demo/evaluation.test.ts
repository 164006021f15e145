// The issue-15 acceptance figures on both corpora; the table is printed so a run shows the numbers, not only a pass.
import { anonymize } from '@/lib/demo/anonymize';
import { cleanCorpus, piiCorpus } from './fixtures/anonymize-corpus';
import { labelledEnquiries } from './fixtures/enquiries';
import { holdoutEnquiries } from './fixtures/enquiries-holdout';
import {
  holdoutClean,
  holdoutPii,
  holdoutTrivial,
  holdoutUrgent,
  type HazardClass,
  type NameForm,
} from './fixtures/holdout-2026-11';
import { labelledUrgency } from './fixtures/urgency';
import {
  evaluateAnonymization,
  evaluateUrgency,
  leaksIn,
  report,
  routingAccuracy,
  wordsKept,
} from './evaluation';

const pick = (label: string) => labelledUrgency.filter(([l]) => l === label).map(([, t]) => t);
const corpora = {
  tuning: {
    anon: evaluateAnonymization(piiCorpus, cleanCorpus),
    urgency: evaluateUrgency(pick('Høj'), pick('Lav')),
  },
  'held-out': {
    anon: evaluateAnonymization(holdoutPii, holdoutClean),
    urgency: evaluateUrgency(
      holdoutUrgent.map((u) => u.text),
      holdoutTrivial,
    ),
  },
};

afterAll(() => {
  console.log(
    [
      ...report('tuning set', corpora.tuning.anon, corpora.tuning.urgency),
      ...report('held-out set', corpora['held-out'].anon, corpora['held-out'].urgency),
    ].join('\n'),
  );
});

describe.each(Object.entries(corpora))('demo engine on the %s corpus', (_, { anon, urgency }) => {
  it('leaks no name, number or address', () => {
    expect(anon.leaks).toEqual([]);
    expect(anon.leakRate).toBe(0);
  });

  it('keeps at least 90 % of the words of every clean text', () => {
    expect(anon.cleanRetentionMin).toBeGreaterThanOrEqual(0.9);
  });

  it("rates every urgent enquiry 'Høj' and no trivial one 'Høj'", () => {
    expect(urgency.urgentMissed).toEqual([]);
    expect(urgency.trivialHigh).toEqual([]);
  });
});

describe('the held-out corpus', () => {
  it('is as large as the issue asks and covers every name form and hazard class', () => {
    expect(holdoutPii.length).toBeGreaterThanOrEqual(40);
    expect(holdoutUrgent.length).toBeGreaterThanOrEqual(20);
    expect(holdoutTrivial.length).toBeGreaterThanOrEqual(20);
    const forms: NameForm[] = [
      'full',
      'first-alone',
      'last-alone',
      'genitive-s',
      "genitive-'",
      "genitive-'s",
      'line-break',
      'list',
      'lower-case',
    ];
    for (const form of forms)
      expect(holdoutPii.filter((s) => s.forms.includes(form)).length).toBeGreaterThanOrEqual(2);
    const hazards: HazardClass[] = [
      'heat-water-power',
      'electricity',
      'gas',
      'fire',
      'flooding',
      'collapse',
      'violence',
      'medication',
      'children',
    ];
    for (const hazard of hazards)
      expect(holdoutUrgent.filter((u) => u.hazard === hazard).length).toBeGreaterThanOrEqual(2);
  });
});

it('leaves routing accuracy where it was (100 % labelled, 100 % held-out)', () => {
  expect(routingAccuracy(labelledEnquiries)).toBe(1);
  expect(routingAccuracy(holdoutEnquiries)).toBe(1);
});

describe('the measuring helpers', () => {
  it('count a genitive or a prefix as a leak, and a longer name as none', () => {
    expect(leaksIn("Annes bil og Anders' hus", ['Anne', 'Anders'])).toEqual(['Anne', 'Anders']);
    expect(leaksIn('Johanne kom', ['Anne'])).toEqual([]);
    expect(
      leaksIn(anonymize('Jeg hedder Anne Holm. Annes bil er væk.').text, ['Anne', 'Holm']),
    ).toEqual([]);
  });

  it('count the words that survive', () => {
    expect(wordsKept('Per og Per kom', 'Per og kom')).toBe(0.75);
    expect(wordsKept('a b', 'a b')).toBe(1);
  });
});
