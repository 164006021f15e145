// Copy for the /vision sections that are lists of cards.
export const aiFacts = [
  {
    figure: '48 %',
    text: 'af danskerne mellem 16 og 74 år har brugt generativ AI inden for de seneste tre måneder.',
    source: 'Danmarks Statistik',
    href: 'https://www.dst.dk/da/Statistik/emner/uddannelse-og-forskning/informationssamfundet/it-anvendelse-i-befolkningen',
  },
  {
    figure: '77 %',
    text: 'af de 16–24-årige har brugt generativ AI inden for de seneste tre måneder.',
    source: 'Danmarks Statistik',
    href: 'https://www.dst.dk/da/Statistik/emner/uddannelse-og-forskning/informationssamfundet/it-anvendelse-i-befolkningen',
  },
  {
    figure: '78 %',
    text: 'af deltagerne i en offentlig høring mener, at AI vil gavne danske virksomheder.',
    source: 'Digitaliseringsstyrelsen',
    href: 'https://digst.dk/strategier/',
  },
] as const;

export const principles = [
  {
    title: 'Mennesket først',
    text: 'Teknologien skal frigøre tid til nærvær. Et menneske træffer altid de afgørelser, der betyder noget for borgerens liv.',
  },
  {
    title: 'Etisk og ansvarlig AI',
    text: 'Åbenhed om, hvor og hvordan AI bruges, en DPIA før start og et offentligt register over kommunens AI-løsninger.',
  },
  {
    title: 'Tværfaglig innovation',
    text: 'Medarbejdere, borgere, IT og jurister udvikler løsningerne sammen – dem, der kender opgaven, er med fra start.',
  },
  {
    title: 'Effektiv drift',
    text: 'Vi måler effekten og deler tallene. Løsninger, der ikke virker, stopper vi – de gode skalerer vi til hele kommunen.',
  },
] as const;

export const citizenBenefits = [
  {
    title: 'Kortere ventetid',
    text: 'Hurtigere svar i Borgerservice og kortere sagsbehandlingstid på fx byggesager.',
  },
  {
    title: 'Mere tid til nærvær',
    text: 'Mindre tid på skemaer og dokumentation giver mere tid til ældre, børn og borgere med behov.',
  },
  {
    title: 'Bedre kommunikation',
    text: 'Breve og svar i et klart sprog, så du forstår, hvad der er besluttet, og hvad du skal gøre.',
  },
  {
    title: 'Færre fejl og mere tillid',
    text: 'Digitale tjek fanger mangler tidligt, og åbenhed om AI skaber tillid til kommunens beslutninger.',
  },
] as const;

export const roadmap = [
  {
    title: 'Analyse og kortlægning',
    text: 'Vi kortlægger, hvor medarbejderne bruger tid på opgaver, som teknologi kan løse bedre.',
  },
  {
    title: 'AI-pilotprojekter',
    text: 'Små, afgrænsede pilotprojekter med klare mål, DPIA og en evaluering efter 3–12 måneder.',
  },
  {
    title: 'Kompetenceudvikling',
    text: 'Alle medarbejdere tilbydes kompetencespor fra 4 til 24 timer, så de kan bruge AI trygt og kritisk.',
  },
  {
    title: 'Skalering og deling',
    text: 'Det, der virker, rulles ud i hele kommunen og deles åbent med andre kommuner.',
  },
] as const;

/** The three practice examples on /vision, picked by case slug. */
export const visionCaseSlugs = [
  'digitalisering-borgerservice',
  'auto-prioritering',
  'ai-byggesag',
] as const;
