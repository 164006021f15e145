import { formatPrioritization, prioritize } from '@/lib/demo/prioritize';
import { labelledUrgency } from './fixtures/urgency';

describe('prioritize', () => {
  it.each(labelledUrgency)('rates "%s" for: %s', (expected, text) => {
    expect(prioritize(text).priority).toBe(expected);
  });

  it('explains why, suggests a response time and points to 112 when people are in danger', () => {
    const result = prioritize('Der er røg fra kælderen i børnehaven, og børnene er bange.');
    expect(result.reasons).toEqual(['Afgørende: fare for liv og helbred – brand eller røg (røg)', 'Børn eller ældre i risiko (børnene, bange)']);
    expect(formatPrioritization(result)).toBe(
      [
        'Prioritet: Høj',
        'Begrundelse:',
        '• Afgørende: fare for liv og helbred – brand eller røg (røg)',
        '• Børn eller ældre i risiko (børnene, bange)',
        'Foreslået svartid: Straks – senest inden for 4 timer',
        'Ved akut fare for liv og helbred: ring 112.',
      ].join('\n'),
    );
  });

  it('gives middle and low urgency their own response times', () => {
    expect(prioritize('Fristen er på fredag.').responseTime).toBe('Inden for 2 arbejdsdage');
    const low = prioritize('Hvornår holder I næste borgermøde?');
    expect(low.responseTime).toBe('Inden for 10 arbejdsdage');
    expect(low.reasons[0]).toMatch(/^Ingen tegn på fare/);
  });
});
