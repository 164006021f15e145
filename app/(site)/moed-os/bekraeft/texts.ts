// The Danish texts of every outcome of an event sign-up's confirmation link (issue 45).

const RESULT_STATUSES = [
  'bekraeftet',
  'venteliste',
  'allerede',
  'lukket',
  'brugt',
  'udloebet',
  'ugyldig',
  'fejl',
] as const;
type ResultStatus = (typeof RESULT_STATUSES)[number];

export const isResultStatus = (value: unknown): value is ResultStatus =>
  RESULT_STATUSES.some((s) => s === value);

export const eventConfirmTexts: Record<
  ResultStatus | 'bekraeft' | 'mangler',
  { title: string; body: string }
> = {
  bekraeft: {
    title: 'Bekræft din tilmelding',
    body: 'Først når du trykker på knappen, holder vi en plads til dig. Er arrangementet blevet fuldt booket i mellemtiden, kommer du på ventelisten.',
  },
  bekraeftet: {
    title: 'Tak – du er tilmeldt',
    body: 'Din tilmelding er bekræftet, og vi holder en plads til dig. Vi har sendt dig en mail med en kalenderfil og et link, så du kan afmelde dig igen.',
  },
  venteliste: {
    title: 'Du står på ventelisten',
    body: 'Din tilmelding er bekræftet, men arrangementet blev fuldt booket, før du bekræftede. Du står nu på ventelisten: bliver der en plads, rykker du op, og vi skriver til dig.',
  },
  allerede: {
    title: 'Du var allerede tilmeldt',
    body: 'Din e-mailadresse var allerede tilmeldt arrangementet eller stod på ventelisten, så vi har ikke ændret noget. Din plads er stadig din.',
  },
  lukket: {
    title: 'Tilmeldingen er lukket',
    body: 'Arrangementet er aflyst, begyndt eller slut, så vi har ikke tilmeldt dig.',
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
    body: 'Linket er ugyldigt eller ufuldstændigt, så vi har ikke ændret noget. Brug linket i mailen fra os – eller tilmeld dig igen.',
  },
  mangler: {
    title: 'Bekræft din tilmelding',
    body: 'Du bekræfter din tilmelding med linket i den mail, vi sendte dig, da du tilmeldte dig arrangementet.',
  },
  fejl: {
    title: 'Bekræftelsen kunne ikke gennemføres',
    body: 'Der opstod en fejl, og vi har ikke ændret noget. Prøv igen om lidt.',
  },
};
