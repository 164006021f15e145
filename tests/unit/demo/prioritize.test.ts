import { formatPrioritization, prioritize, type Priority } from '@/lib/demo/prioritize';

const labelled: Array<[Priority, string]> = [
  ['Høj', 'Der lugter kraftigt af gas i opgangen på Skovbrynet, og naboerne er ikke hjemme.'],
  ['Høj', 'Et væltet træ ligger hen over cykelstien, og der hænger strømførende ledninger ned.'],
  ['Høj', 'Min mor på 91 er faldet i badeværelset, og hjemmeplejen kom ikke i morges.'],
  ['Høj', 'Hjemmeplejen er ikke kommet, så min far har ikke fået sin medicin siden i går.'],
  ['Høj', 'Vi har ingen varme i vores lejlighed, og vi har en baby på fire måneder.'],
  ['Høj', 'Jeg vil lave en underretning om en pige i min datters klasse, som fortæller om vold derhjemme.'],
  ['Høj', 'Kloakken løber over i kælderen under plejecentret, og toilettet virker ikke.'],
  ['Høj', 'Jeg skal bruge svar i dag, for ellers mister jeg min bolig i morgen.'],
  ['Middel', 'Fristen for at klage over afgørelsen udløber på fredag. Kan I bekræfte, at I har modtaget min klage?'],
  ['Middel', 'Der er et stort hul i vejen ved busstoppestedet, som bliver større for hver dag.'],
  ['Middel', 'Gadelyset på stien har været slukket i to uger, så det er mørkt, når vi går hjem.'],
  ['Middel', 'Vores skraldespand er ikke blevet tømt i tre uger.'],
  ['Middel', 'Jeg venter stadig på svar på min ansøgning om byggetilladelse fra marts.'],
  ['Lav', 'Hvornår åbner den nye legeplads i Lyngbæk Bypark?'],
  ['Lav', 'Jeg vil gerne foreslå, at kommunen planter flere frugttræer langs stierne.'],
  ['Lav', 'Tak for en god oplevelse i Borgerservice i går. Medarbejderen var meget hjælpsom.'],
  ['Lav', 'Kan I sende mig information om, hvordan man bliver frivillig i ældreplejen?'],
  ['Lav', 'Hvad koster et pas til voksne, og kan jeg betale med MobilePay?'],
];

describe('prioritize', () => {
  it.each(labelled)('rates "%s" for: %s', (expected, text) => {
    expect(prioritize(text).priority).toBe(expected);
  });

  it('explains why, suggests a response time and points to 112 when people are in danger', () => {
    const result = prioritize('Der er røg fra kælderen i børnehaven, og børnene er bange.');
    expect(result.reasons).toEqual(['Fare for personer (røg)', 'Børn eller ældre i risiko (børnene, bange)']);
    expect(formatPrioritization(result)).toBe(
      [
        'Prioritet: Høj',
        'Begrundelse:',
        '• Fare for personer (røg)',
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
