// The Danish texts of every outcome of a volunteer confirmation link.

const RESULT_STATUSES = ['bekraeftet', 'brugt', 'udloebet', 'ugyldig', 'fejl'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export const isResultStatus = (value: unknown): value is ResultStatus =>
  RESULT_STATUSES.some((s) => s === value);

export const confirmTexts: Record<
  ResultStatus | 'bekraeft' | 'mangler',
  { title: string; body: string }
> = {
  bekraeft: {
    title: 'Bekræft din tilmelding',
    body: 'Når du trykker på knappen, er du tilmeldt som frivillig, og kampagnen får besked om dig.',
  },
  bekraeftet: {
    title: 'Tak – du er nu tilmeldt som frivillig',
    body: 'Din tilmelding er bekræftet, og kampagnen har fået besked. Vi kontakter dig snart om, hvordan du kan hjælpe.',
  },
  brugt: {
    title: 'Linket er allerede brugt',
    body: 'Denne tilmelding er allerede bekræftet, så der er ikke noget at gøre. Vi har ikke ændret noget.',
  },
  udloebet: {
    title: 'Linket er udløbet',
    body: 'Bekræftelseslinket virker kun i 72 timer, og vi har ikke ændret noget. Udfyld formularen igen, så sender vi dig et nyt link.',
  },
  ugyldig: {
    title: 'Linket er ugyldigt',
    body: 'Linket er ugyldigt, ufuldstændigt eller erstattet af et nyere link, så vi har ikke ændret noget. Brug linket i den nyeste mail fra os – eller udfyld formularen igen.',
  },
  mangler: {
    title: 'Bekræft din tilmelding',
    body: 'Du bekræfter din tilmelding med linket i den mail, vi sendte dig, da du meldte dig som frivillig.',
  },
  fejl: {
    title: 'Bekræftelsen kunne ikke gennemføres',
    body: 'Der opstod en fejl, og vi har ikke ændret noget. Prøv igen om lidt.',
  },
};
