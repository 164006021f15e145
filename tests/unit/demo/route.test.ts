import { formatRouting, routeEnquiry } from '@/lib/demo/route';
import { labelledEnquiries } from './fixtures/enquiries';
import { holdoutEnquiries } from './fixtures/enquiries-holdout';

const accuracy = (set: Array<[string, string]>) =>
  set.filter(([label, text]) => routeEnquiry(text).department === label).length / set.length;

describe('routeEnquiry', () => {
  it('routes at least 90 % of the labelled enquiries to the right department', () => {
    expect(labelledEnquiries.length).toBeGreaterThanOrEqual(40);
    expect(new Set(labelledEnquiries.map(([label]) => label)).size).toBe(8);
    expect(accuracy(labelledEnquiries)).toBeGreaterThanOrEqual(0.9);
  });

  it('routes at least 90 % of a held-out set it was never tuned on', () => {
    expect(accuracy(holdoutEnquiries)).toBeGreaterThanOrEqual(0.9);
  });

  it('copes with inflection and compounds, and prefers the longest fitting term', () => {
    expect(routeEnquiry('Plejecentret ringer ikke tilbage.').department).toBe('Ældre og Sundhed');
    expect(routeEnquiry('Affaldsindsamlingen er forsinket.').department).toBe('Teknik og Miljø');
    expect(routeEnquiry('Hvornår starter børnehaveklasserne?').department).toBe('Skole');
    expect(routeEnquiry('Mine forældre spørger om vuggestuen.').department).toBe('Børn og Unge');
  });

  it('names the words that decided it, a confidence and the runner-up', () => {
    const routing = routeEnquiry(
      'Kan jeg få byggetilladelse til en carport, og hvad koster gebyret?',
    );
    expect(routing).toMatchObject({
      department: 'Byggesag',
      evidence: ['byggetilladelse', 'carport'],
    });
    expect(routing.runnerUp).toEqual({
      department: 'Økonomi',
      confidence: 100 - routing.confidence,
    });
    expect(formatRouting(routing)).toBe(
      `Anbefalet afdeling: Byggesag\nSikkerhed: ${routing.confidence} % (middel)\nAfgørende ord: byggetilladelse, carport\nAlternativ: Økonomi (${routing.runnerUp?.confidence} %)`,
    );
  });

  it('falls back to Borgerservice with low confidence when no known word appears', () => {
    const routing = routeEnquiry('Hvem kan jeg tale med om det her?');
    expect(routing).toEqual({ department: 'Borgerservice', confidence: 0, evidence: [] });
    expect(formatRouting(routing)).toContain('Sikkerhed: lav');
  });
});
