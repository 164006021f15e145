// The reduce-docs demo is never sent to a server (spec §7): the browser shows this canned result after 2000 ms.

export const REDUCE_DOCS_DELAY_MS = 2000;

export type ReduceDocsResult = {
  redundant_items: Array<{ category: string; text: string; impact_minutes: number }>;
  estimated_time_saved_per_case: number;
  estimated_annual_hours_saved: number;
};

export const reduceDocsResult: ReduceDocsResult = {
  redundant_items: [
    {
      category: 'Dobbeltregistrering',
      text: 'Borgerens oplysninger skrives både i sagssystemet og i et separat Excel-ark.',
      impact_minutes: 8,
    },
    {
      category: 'Overflødig godkendelse',
      text: 'Lederen godkender standardafgørelser, som allerede følger en fast tjekliste.',
      impact_minutes: 7,
    },
    {
      category: 'Forældet skema',
      text: 'Et papirskema om samtykke udfyldes, selvom samtykket allerede er givet digitalt.',
      impact_minutes: 5,
    },
  ],
  estimated_time_saved_per_case: 20,
  estimated_annual_hours_saved: 260,
};

export function formatReduceDocs(result: ReduceDocsResult = reduceDocsResult): string {
  return [
    `Fundet ${result.redundant_items.length} overflødige dokumentationskrav:`,
    ...result.redundant_items.map(
      (item, i) => `${i + 1}. ${item.category}: ${item.text} (${item.impact_minutes} min.)`,
    ),
    '',
    `Estimeret tidsbesparelse pr. sag: ${result.estimated_time_saved_per_case} minutter`,
    `Estimeret årlig besparelse: ${result.estimated_annual_hours_saved} timer`,
    '',
    'Resultatet er et fiktivt eksempel.',
  ].join('\n');
}
