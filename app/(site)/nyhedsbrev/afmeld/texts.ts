// The Danish texts of every unsubscribe outcome; the page shows them and the one-click POST answers with them.

const RESULT_STATUSES = ['afmeldt', 'ugyldig', 'fejl'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export const isResultStatus = (value: unknown): value is ResultStatus =>
  RESULT_STATUSES.some((s) => s === value);

export const unsubscribeTexts: Record<
  ResultStatus | 'bekraeft' | 'mangler',
  { title: string; body: string }
> = {
  bekraeft: {
    title: 'Afmeld nyhedsbrevet',
    body: 'Når du trykker på knappen, sletter vi din email fra listen over modtagere med det samme, og du får ikke flere nyhedsbreve fra os.',
  },
  afmeldt: {
    title: 'Du er nu afmeldt',
    body: 'Din email er slettet fra vores liste over modtagere af nyhedsbrevet. Du får ikke flere nyhedsbreve fra os.',
  },
  // One text for every link that unsubscribes no one: a replay, a reader who left and a forged link (issue 45).
  ugyldig: {
    title: 'Afmeldingslinket virker ikke',
    body: 'Linket passer ikke til nogen modtager af nyhedsbrevet: enten er det ufuldstændigt, eller også er adressen allerede afmeldt, og så får du ikke flere nyhedsbreve fra os. Får du stadig nyhedsbreve, så brug hele linket fra bunden af det seneste – eller skriv til os, så afmelder vi dig.',
  },
  mangler: {
    title: 'Afmeld nyhedsbrevet',
    body: 'Du afmelder dig med linket i bunden af hvert nyhedsbrev. Har du ikke linket ved hånden, så skriv til os, så sletter vi din email.',
  },
  fejl: {
    title: 'Afmeldingen kunne ikke gennemføres',
    body: 'Der opstod en fejl, og vi har ikke afmeldt noget. Prøv igen om lidt – eller skriv til os, så afmelder vi dig.',
  },
};
