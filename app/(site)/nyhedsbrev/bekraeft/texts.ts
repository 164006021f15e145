// The Danish texts of every outcome of a newsletter confirmation link (issue 45).

const RESULT_STATUSES = ['bekraeftet', 'brugt', 'udloebet', 'ugyldig', 'fejl'] as const;
type ResultStatus = (typeof RESULT_STATUSES)[number];

export const isResultStatus = (value: unknown): value is ResultStatus =>
  RESULT_STATUSES.some((s) => s === value);

export const newsletterConfirmTexts: Record<
  ResultStatus | 'bekraeft' | 'mangler',
  { title: string; body: string }
> = {
  bekraeft: {
    title: 'Bekræft din tilmelding til nyhedsbrevet',
    body: 'Når du trykker på knappen, er du tilmeldt, og du får nyhedsbrevet fra næste udgave. Hver udgave har et link, så du kan afmelde dig igen.',
  },
  bekraeftet: {
    title: 'Tak – du er nu tilmeldt nyhedsbrevet',
    body: 'Din tilmelding er bekræftet. Vi har sendt dig en velkomstmail med et link, så du kan afmelde dig igen, når du vil.',
  },
  brugt: {
    title: 'Linket er allerede brugt',
    body: 'Denne tilmelding er allerede bekræftet, så der er ikke noget at gøre. Vi har ikke ændret noget.',
  },
  udloebet: {
    title: 'Linket er udløbet',
    body: 'Bekræftelseslinket virker kun i 72 timer, og vi har ikke ændret noget. Tilmeld dig igen, så sender vi dig et nyt link.',
  },
  ugyldig: {
    title: 'Linket er ugyldigt',
    body: 'Linket er ugyldigt, ufuldstændigt eller erstattet af et nyere link, så vi har ikke ændret noget. Brug linket i den nyeste mail fra os – eller tilmeld dig igen.',
  },
  mangler: {
    title: 'Bekræft din tilmelding til nyhedsbrevet',
    body: 'Du bekræfter din tilmelding med linket i den mail, vi sendte dig, da du tilmeldte dig nyhedsbrevet.',
  },
  fejl: {
    title: 'Bekræftelsen kunne ikke gennemføres',
    body: 'Der opstod en fejl, og vi har ikke ændret noget. Prøv igen om lidt.',
  },
};
