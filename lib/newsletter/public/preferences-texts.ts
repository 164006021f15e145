// The Danish texts of the preferences page's states; the page shows them and the form's handler answers with them.

/** Outcomes the handler sends the reader back to the page with (?status=…). */
const RESULT_STATUSES = ['gemt', 'ingen-emner', 'afmeldt'] as const;
export type PreferencesStatus = (typeof RESULT_STATUSES)[number];

export const isPreferencesStatus = (value: unknown): value is PreferencesStatus =>
  RESULT_STATUSES.some((s) => s === value);

export type PreferencesText = { title: string; body: string };

export const preferencesTexts: Record<
  'valg' | 'mangler' | 'ugyldig' | 'fejl' | 'forkert' | PreferencesStatus,
  PreferencesText
> = {
  valg: {
    title: 'Dine indstillinger for nyhedsbrevet',
    body: 'Vælg de emner, du vil have nyhedsbreve om, og tryk på "Gem mine valg". Du kan altid skifte igen fra linket i bunden af hvert nyhedsbrev.',
  },
  mangler: {
    title: 'Dine indstillinger for nyhedsbrevet',
    body: 'Du åbner dine indstillinger med det personlige link i bunden af hvert nyhedsbrev. Der kan du vælge emner eller afmelde dig – uden at logge ind. Har du ikke linket ved hånden, så skriv til os.',
  },
  // One text for every link that opens nothing: a reader who has left and a forged link look the same (issue 45).
  ugyldig: {
    title: 'Linket til dine indstillinger virker ikke',
    body: 'Linket passer ikke til nogen modtager af nyhedsbrevet: enten er det ufuldstændigt, eller også er adressen afmeldt. Vi har ikke vist eller ændret noget. Får du stadig nyhedsbreve, så brug hele linket fra bunden af det seneste – eller skriv til os, så hjælper vi.',
  },
  fejl: {
    title: 'Dine indstillinger kunne ikke hentes eller gemmes',
    body: 'Der opstod en fejl, og vi har ikke ændret noget. Prøv igen om lidt – eller skriv til os, så hjælper vi.',
  },
  forkert: {
    title: 'Dine valg kunne ikke gemmes',
    body: 'Formularen var ufuldstændig eller nævnte et emne, der ikke findes, så vi har ikke ændret noget. Åbn linket fra nyhedsbrevet igen, og vælg blandt emnerne på siden.',
  },
  gemt: {
    title: 'Dine valg er gemt',
    body: 'Fra næste nyhedsbrev får du kun dem om de emner, du har valgt.',
  },
  'ingen-emner': {
    title: 'Vælg mindst ét emne',
    body: 'Du har ikke valgt noget emne, så vi har ikke ændret noget. Vil du ikke have flere nyhedsbreve, så brug knappen "Afmeld mig" nederst på siden.',
  },
  afmeldt: {
    title: 'Du er nu afmeldt',
    body: 'Din email er slettet fra vores liste over modtagere af nyhedsbrevet. Du får ikke flere nyhedsbreve fra os.',
  },
};
