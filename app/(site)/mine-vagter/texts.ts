// What "Mine vagter" says after a take or leave (the POST's 303 carries the key), and when a link is refused.
export const notices = {
  taget: { tone: 'ok', text: 'Vagten er din. Vi har sendt dig en mail med en kalenderfil.' },
  allerede: { tone: 'ok', text: 'Du har allerede den vagt.' },
  fuld: { tone: 'error', text: 'Vagten er fuldt besat. Vælg en anden vagt.' },
  lukket: {
    tone: 'error',
    text: 'Vagten er aflyst eller begyndt, så den kan ikke længere ændres.',
  },
  forladt: {
    tone: 'ok',
    text: 'Du har meldt fra vagten. Pladsen er givet fri, og holdet har fået besked.',
  },
  ikke: { tone: 'error', text: 'Du var ikke på den vagt.' },
  findes: { tone: 'error', text: 'Vagten findes ikke længere.' },
  mange: {
    tone: 'error',
    text: 'Du har taget og meldt fra vagter mange gange i dag, så du kan ikke ændre flere før i morgen. Skriv til os, hvis det haster.',
  },
  fejl: { tone: 'error', text: 'Noget gik galt. Prøv igen om lidt.' },
} as const;
export type NoticeKey = keyof typeof notices;
export const isNoticeKey = (key: string | undefined): key is NoticeKey =>
  key !== undefined && Object.hasOwn(notices, key);

export const refusals = {
  ugyldig: {
    title: 'Linket virker ikke',
    body: 'Linket til Mine vagter er ugyldigt: det er ændret, ufuldstændigt eller hører til en tilmelding, der ikke længere findes eller ikke er bekræftet. Brug linket fra den seneste mail om dine vagter.',
  },
  udloebet: {
    title: 'Linket er udløbet',
    body: 'Linket til Mine vagter er for gammelt. Hver mail om en vagt har et nyt link; skriv til os, hvis du har brug for et.',
  },
} as const;
