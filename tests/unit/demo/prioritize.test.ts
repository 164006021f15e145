import { formatPrioritization, prioritize } from '@/lib/demo/prioritize';
import { labelledUrgency } from './fixtures/urgency';

describe('prioritize', () => {
  it.each(labelledUrgency)('rates "%s" for: %s', (expected, text) => {
    expect(prioritize(text).priority).toBe(expected);
  });

  it('explains why, suggests a response time and points to 112 when people are in danger', () => {
    const result = prioritize('Der er røg fra kælderen i børnehaven, og børnene er bange.');
    expect(result.reasons).toEqual([
      'Afgørende: fare for liv og helbred – brand eller røg (røg)',
      'Børn eller ældre i risiko (børnene, bange)',
    ]);
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

describe('prioritize: danger read from the situation', () => {
  it.each([
    [
      'loss of heat in frost',
      'Radiatorerne er kolde, og det fryser udenfor.',
      'uden varme, vand eller strøm',
    ],
    [
      'loss of power with an old person',
      'Strømmen er gået hos min mormor på 90.',
      'uden varme, vand eller strøm',
    ],
    [
      'a power line brought down',
      'Et træ har revet en luftledning ned ved stien.',
      'strømførende ledning',
    ],
    ['a structure giving way', 'Loftet i opgangen er ved at falde ned.', 'sammenstyrtning'],
    ['critical medication missing', 'Min far har ingen insulin tilbage.', 'livsvigtig medicin'],
    ['threats', 'Han har truet med at brænde huset af.', 'vold eller trusler'],
    ['gas with the verb first', 'Det siver gas ud ved måleren.', 'gaslugt eller kulilte'],
    [
      'a grill lit indoors',
      'Naboen har tændt en grill indendørs for at få varme.',
      'gaslugt eller kulilte',
    ],
    [
      'a fuel spill',
      'Der løber diesel ud af en tank ved legepladsen.',
      'udslip af benzin eller kemikalier',
    ],
    ['a branch about to fall', 'En gren er ved at knække over stien.', 'sammenstyrtning'],
    [
      'a child alone in the wrong place',
      'En pige på tre år går alene på cykelstien.',
      'børn eller ældre i risiko',
    ],
  ])('%s', (_, text, label) => {
    const result = prioritize(text);
    expect(result.priority).toBe('Høj');
    expect(result.reasons[0]).toMatch(new RegExp(`^Afgørende: .*${label}`));
    expect(result.emergency).toBe(true);
  });

  it('keeps a loss of heat, water or power without cold or frail people at Middel', () => {
    const result = prioritize('Vi har ikke haft varmt vand siden i går.');
    expect(result.priority).toBe('Middel');
    expect(result.reasons[0]).toBe('Afgørende: varme, vand eller strøm mangler (varmt vand)');
  });

  it.each([
    ['a planned outage', 'Der er planlagt afbrydelse, så vandet er lukket på tirsdag.'],
    ['a question about what to do if', 'Hvad gør jeg, hvis der går ild i min skorsten?'],
    ['a compound that only starts with a hazard word', 'Hvornår er der brandøvelse på skolen?'],
    ['a day named without a need', 'Hvornår har Borgerservice åbent i dag?'],
    ['a problem thanked for as solved', 'Tak fordi I fik fjernet det væltede træ så hurtigt.'],
    ['a child who is only scared', 'Børnene er bange for den store hund hos naboen.'],
    ['flooding as a topic', 'Hvad gør kommunen for at sikre byen mod oversvømmelse?'],
  ])('does not raise urgency for %s', (_, text) => {
    expect(prioritize(text).priority).toBe('Lav');
  });

  it("treats wood-stove smoke as a nuisance and losing one's home as urgent but no emergency", () => {
    expect(prioritize('Røg fra naboens brændeovn generer os hver aften.').priority).toBe('Middel');
    const housing = prioritize('Jeg bliver sat på gaden på fredag og har intet sted at sove.');
    expect(housing).toMatchObject({ priority: 'Høj', emergency: false });
    expect(formatPrioritization(housing)).not.toContain('112');
  });
});
