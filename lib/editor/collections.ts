// One editor collection per folder of content/, its fields in the order the files write them (Keystatic writes
// frontmatter in schema order). The zod schemas in lib/content/ stay the judge: the content check runs on every save's PR.
import { collection, fields } from '@keystatic/core';
import { caseStatuses } from '@/lib/content/case-status';
import { DEMO_KINDS, MAX_DEMO_INPUT } from '@/lib/demo/kinds';
import { topicKeys } from '@/lib/newsletter/topics';
import {
  body,
  checkbox,
  date,
  highlight,
  icon,
  image,
  integer,
  kept,
  list,
  number,
  relations,
  select,
  text,
  titleWithSlug,
} from './fields';

const URL_HINT = 'En fuld adresse, der starter med https://';
const LINK = /^(\/(?!\/)\S*|https?:\/\/\S+)$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const LOCAL_TIME_HINT = 'Dansk tid skrevet som ÅÅÅÅ-MM-DD TT:MM, fx 2029-10-03 10:00.';
const ORDER_HINT = 'Placering i listen: 1 vises først. To må ikke have samme tal.';

const nameAndLink = (what: string) =>
  fields.object({
    name: text('Navn', `${what}s navn, som det vises på siden.`),
    url: text(
      'Adresse',
      'En fil på siden (/docs/skabelon.pdf) eller en fuld adresse med https://.',
      { pattern: LINK, patternHint: 'Skal starte med / eller https://' },
    ),
  });

const candidates = collection({
  label: 'Kandidater',
  path: 'content/candidates/*',
  format: { contentField: 'body' },
  slugField: 'name',
  columns: ['name'],
  schema: {
    order: integer('Rækkefølge', ORDER_HINT),
    name: titleWithSlug('Navn', 'Kandidatens fulde navn, fx "Mette Lund Hansen". Mindst 2 tegn.'),
    title: text('Titel', 'Beskæftigelse eller rolle, fx "Sygeplejerske". Mindst 2 tegn.', {
      min: 2,
    }),
    lead: checkbox('Spidskandidat', 'Sæt flueben ved listens spidskandidat. Kun én kan være det.'),
    portrait: image(
      'Portræt',
      'Kandidatens portræt, kvadratisk. Tomt: et standardbillede.',
      'kandidater',
    ),
    priorities: list(
      fields.object({
        title: text('Overskrift', 'Mærkesagens overskrift. Mindst 2 tegn.', { min: 2 }),
        body: text('Tekst', 'Et kort afsnit om mærkesagen. Mindst 5 tegn.', {
          min: 5,
          multiline: true,
        }),
      }),
      'Mærkesager',
      'Kandidatens vigtigste sager, vist på kandidatsiden.',
    ),
    links: fields.object(
      {
        facebook: text('Facebook', URL_HINT, { required: false }),
        instagram: text('Instagram', URL_HINT, { required: false }),
        website: text('Hjemmeside', URL_HINT, { required: false }),
      },
      {
        label: 'Profiler',
        description: 'Links til kandidatens profiler; tomme felter vises ikke.',
      },
    ),
    contact: fields.object(
      {
        email: text('Email', 'Kandidatens mailadresse, fx navn@eksempel.dk.', { required: false }),
        phone: text('Telefon', 'Med cifre, fx +45 70 00 00 00 (8-16 tegn).', {
          required: false,
          pattern: /^\+?[\d ]{8,16}$/,
        }),
      },
      { label: 'Kontakt', description: 'Vises på kandidatsiden; tomme felter vises ikke.' },
    ),
    locale: kept(),
    body: body(
      'Præsentation',
      'Kandidatens præsentation i Markdown. Første linje er kortets teaser, første afsnit står øverst på siden.',
    ),
  },
});

const cases = collection({
  label: 'Cases',
  path: 'content/cases/*',
  format: { contentField: 'body' },
  slugField: 'title',
  columns: ['title'],
  schema: {
    order: integer(
      'Rækkefølge',
      `${ORDER_HINT} De første seks vises i widgetten til partnersider.`,
    ),
    title: titleWithSlug('Titel', 'Casens titel. Mindst 3 tegn.'),
    department: text(
      'Forvaltning',
      'Den afdeling, casen hører til, fx "Borgerservice". Bruges som filter på /cases. Mindst 2 tegn.',
      { min: 2 },
    ),
    status: select('Status', 'Hvor langt casen er.', caseStatuses, 'idé', {
      drift: 'I drift',
      pilot: 'Pilot',
      idé: 'Idéfase',
    }),
    problem: text('Problem', 'Hvad var problemet? Mindst 10 tegn.', { min: 10, multiline: true }),
    solution: text('Løsning', 'Hvad gør løsningen? Mindst 10 tegn.', { min: 10, multiline: true }),
    impactValue: number('Effekt (tal)', 'Effekten som et tal, fx 35.'),
    impactUnit: text('Effekt (enhed)', 'Enheden for effekten, fx "% kortere ventetid".'),
    hoursSavedPerMonth: number(
      'Timer sparet pr. måned',
      'Medarbejdertimer sparet pr. måned, et tal på 0 eller mere.',
    ),
    image: image(
      'Billede',
      'Et billede øverst på casens side (vises i formatet 16:9). Kan udelades.',
      'cases',
    ),
    imageAlt: text(
      'Billedets tekst (alt)',
      'Hvad billedet viser, til skærmlæsere og hvis billedet ikke kan vises. Skal udfyldes, når der er et billede. Højst 200 tegn.',
      {
        required: false,
        max: 200,
      },
    ),
    kpis: relations('Nøgletal', 'De KPI’er på /kpi, casen bidrager til.', 'kpis'),
    attachments: list(nameAndLink('Bilag'), 'Bilag', 'Filer eller links, der hører til casen.'),
    locale: kept(),
    body: body('Før og efter', 'Sammenligningen før og efter i Markdown.'),
  },
});

const demos = collection({
  label: 'AI-demoer',
  path: 'content/demos/*',
  format: { contentField: 'body' },
  slugField: 'title',
  columns: ['title'],
  schema: {
    id: text(
      'Id',
      'Demoens faste navn i koden. Små bogstaver a-z, tal og bindestreger. Skal være unikt.',
      { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/ },
    ),
    order: integer('Rækkefølge', `Fanens placering: 1 vises først. To må ikke have samme tal.`, {
      min: 1,
    }),
    title: titleWithSlug('Titel', 'Fanens titel.'),
    kind: select(
      'Slags',
      'Hvilken AI-funktion demoen viser; den afgør, hvad motoren gør.',
      DEMO_KINDS,
      'summarize',
      {
        summarize: 'Opsummering',
        route: 'Fordeling af henvendelser',
        anonymize: 'Anonymisering',
        prioritize: 'Prioritering',
        'reduce-docs': 'Færre dokumentationskrav',
      },
    ),
    enabled: checkbox('Vis demoen', 'Uden flueben vises demoen ikke. Mindst én demo skal vises.'),
    description: text('Beskrivelse', 'Teksten over demoen.', { multiline: true }),
    example_inputs: list(
      text('Eksempel', `Et eksempel, brugeren kan vælge. Højst ${MAX_DEMO_INPUT} tegn.`, {
        max: MAX_DEMO_INPUT,
        multiline: true,
      }),
      'Eksempler',
      'De eksempler, demoen tilbyder: 1 til 4.',
      { min: 1, max: 4 },
    ),
    body: body(
      'Tekst under felterne',
      'Bruges ikke: lad den være tom (beskrivelsen står i feltet ovenfor).',
      'md',
    ),
  },
});

const englishPages = collection({
  label: 'Engelske sider',
  path: 'content/en/*',
  format: { contentField: 'body' },
  slugField: 'title',
  columns: ['title'],
  schema: {
    title: titleWithSlug(
      'Title (titel)',
      'Sidens titel på engelsk. Filerne about og vote skal findes.',
    ),
    description: text(
      'Description (beskrivelse)',
      'Engelsk beskrivelse til søgemaskiner. Højst 160 tegn.',
      { max: 160 },
    ),
    lead: text(
      'Lead (indledning)',
      'Indledningen på engelsk. Må bruge {party}, {municipality}, {email}, {phone} og {listebogstav}.',
      { multiline: true },
    ),
    areas: kept(),
    body: body('Body (brødtekst)', 'Sidens engelske tekst i Markdown.'),
  },
});

const events = collection({
  label: 'Arrangementer (Mød os)',
  path: 'content/events/*',
  format: { contentField: 'body' },
  slugField: 'title',
  columns: ['title'],
  schema: {
    title: titleWithSlug('Titel', 'Arrangementets titel.'),
    start: text('Start', LOCAL_TIME_HINT, { pattern: LOCAL_TIME }),
    end: text('Slut', LOCAL_TIME_HINT, { pattern: LOCAL_TIME }),
    status: select(
      'Status',
      'Flyttes arrangementet, vælg "Flyttet" og skriv den gamle start i "Tidligere start".',
      ['planlagt', 'aflyst', 'flyttet'],
      'planlagt',
      {
        planlagt: 'Planlagt',
        aflyst: 'Aflyst',
        flyttet: 'Flyttet',
      },
    ),
    previousStart: text(
      'Tidligere start',
      `Kun ved status Flyttet: starten før flytningen. ${LOCAL_TIME_HINT}`,
      { required: false, pattern: LOCAL_TIME },
    ),
    // Left empty, Keystatic writes "place: {}", which the loader reads as no place (an online-only event).
    place: fields.object(
      {
        name: text('Stedets navn', 'Fx "Lyngbæk Bibliotek".', { required: false }),
        street: text('Adresse', 'Gade og nummer, fx "Torvet 3".', { required: false }),
        postalCode: text('Postnummer', 'Fire cifre, fx 2800.', {
          required: false,
          pattern: /^\d{4}$/,
          patternHint: 'Postnummer skal være fire cifre, fx 2800',
        }),
        town: text('By', 'Fx "Lyngbæk".', { required: false }),
        lat: fields.number({
          label: 'Breddegrad',
          description: 'Til kortet, fx 55.7712. Kan udelades.',
          validation: { min: -90, max: 90 },
        }),
        lon: fields.number({
          label: 'Længdegrad',
          description: 'Til kortet, fx 12.5031. Kan udelades.',
          validation: { min: -180, max: 180 },
        }),
      },
      {
        label: 'Sted',
        description:
          'Hvor arrangementet foregår. Udfyld navn, adresse, postnummer og by – eller lad alle felter stå tomme ved et rent onlinemøde (så skal onlinelinket udfyldes).',
      },
    ),
    online: text(
      'Onlinelink',
      `Link til et onlinemøde. ${URL_HINT} Angiv sted, onlinelink eller begge.`,
      { required: false, pattern: /^https:\/\/\S+$/ },
    ),
    revision: integer(
      'Revision',
      'Hæv med 1, når tid, sted eller tekst ændres, så kalendere opdaterer deres kopi.',
      { min: 0 },
      false,
    ),
    candidates: relations('Kandidater', 'Kandidater, der deltager.', 'candidates'),
    areas: relations('Politikområder', 'Politikområder, arrangementet handler om.', 'policyAreas'),
    capacity: integer(
      'Pladser',
      'Antal pladser (1-5000). Udfyldes det, kan man tilmelde sig; tomt: ingen tilmelding.',
      { min: 1, max: 5000 },
      false,
    ),
    summary: text('Resumé', 'Kort tekst til listen og kalenderen. Højst 200 tegn.', {
      max: 200,
      multiline: true,
    }),
    image: image('Billede', 'Et billede til arrangementet. Kan udelades.', 'arrangementer'),
    body: body('Beskrivelse', 'Arrangementets beskrivelse i Markdown.'),
  },
});

const kpis = collection({
  label: 'Nøgletal (KPI)',
  path: 'content/kpis/*',
  format: { data: 'json' },
  slugField: 'name',
  columns: ['name'],
  schema: {
    order: integer('Rækkefølge', ORDER_HINT),
    name: titleWithSlug(
      'Navn',
      'Nøgletallets navn. Mindst 3 tegn. Filnavnet er nøglen, cases henviser til.',
    ),
    description: text('Beskrivelse', 'Hvad tallet måler. Mindst 10 tegn.', {
      min: 10,
      multiline: true,
    }),
    value: number('Værdi', 'Det aktuelle tal.'),
    unit: text('Enhed', 'Fx "%" eller "timer/md".'),
    period: fields.object(
      {
        from: date('Fra', 'Periodens første dag.'),
        to: date('Til', 'Periodens sidste dag; ikke før "Fra".'),
      },
      { label: 'Periode', description: 'Den periode, tallet gælder.' },
    ),
    sourceUrl: kept(),
    series: kept(),
  },
});

const news = collection({
  label: 'Nyheder',
  path: 'content/news/*',
  format: { contentField: 'body' },
  slugField: 'title',
  columns: ['title', 'date'],
  schema: {
    title: titleWithSlug('Titel', 'Overskriften. Højst 110 tegn.', 110),
    date: date('Dato', 'Udgivelsesdatoen.'),
    updated: date(
      'Rettet',
      'Dato for en senere rettelse; tom, hvis indlægget er som første gang udgivet. Ikke før udgivelsesdatoen.',
      false,
    ),
    author: text(
      'Forfatter',
      'En kandidats filnavn i content/candidates (fx "mette-lund-hansen") eller "parti" for partiet.',
      {
        pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      },
    ),
    summary: text('Resumé', 'Kort tekst til listen og feeds. Højst 300 tegn.', {
      max: 300,
      multiline: true,
    }),
    areas: relations('Politikområder', 'Politikområder, indlægget handler om.', 'policyAreas'),
    image: kept(),
    firstPublished: kept(),
    locale: kept(),
    body: body('Tekst', 'Indlæggets tekst i Markdown.'),
  },
});

// Issue 36: a newsletter is written like a news post; the room sends it, the archive shows it when `archive` is on.
const newsletters = collection({
  label: 'Nyhedsbreve',
  path: 'content/nyhedsbreve/*',
  format: { contentField: 'body' },
  slugField: 'subject',
  columns: ['subject', 'date'],
  schema: {
    subject: titleWithSlug(
      'Emnelinje',
      'Mailens emnelinje og webversionens titel. Højst 120 tegn.',
      120,
    ),
    preheader: text(
      'Forhåndstekst',
      'Linjen, mailprogrammet viser efter emnelinjen. Højst 150 tegn.',
      {
        max: 150,
      },
    ),
    date: date('Dato', 'Nyhedsbrevets dato.'),
    topics: list(
      select('Emne', 'Et af emnerne i Site-indstillinger.', topicKeys(), topicKeys()[0]!),
      'Emner',
      'Hvem brevet er til; rummet krydser dem af, når det sendes.',
      { min: 1 },
    ),
    archive: checkbox('Arkiv', 'Vis brevet på /nyhedsbrev og som webversion.'),
    body: body('Tekst', 'Brevets tekst i Markdown: afsnit, **fed**, lister og links.'),
  },
});

const pages = collection({
  label: 'Sider',
  path: 'content/pages/*',
  format: { contentField: 'body' },
  slugField: 'title',
  columns: ['title'],
  schema: {
    title: titleWithSlug(
      'Titel',
      'Sidens titel. Filerne politik, privatliv, bliv-frivillig, stoet-os og stem skal findes.',
    ),
    description: text('Beskrivelse', 'Beskrivelse til søgemaskiner. Højst 160 tegn.', { max: 160 }),
    lead: text(
      'Indledning',
      'Indledningen. Må bruge {party}, {municipality}, {email}, {phone} og {listebogstav}.',
      { multiline: true },
    ),
    quote: kept(),
    last_updated: date('Senest opdateret', 'Vises på siden, fx på privatlivspolitikken.', false),
    body: body(
      'Brødtekst',
      'Sidens tekst i Markdown. Må bruge {party}, {municipality}, {email}, {phone} og {listebogstav}.',
    ),
  },
});

const playbooks = collection({
  label: 'AI-playbooks',
  path: 'content/playbooks/*',
  format: { contentField: 'body' },
  slugField: 'title',
  columns: ['title'],
  schema: {
    order: integer('Rækkefølge', ORDER_HINT),
    title: titleWithSlug('Titel', 'Playbookens titel. Mindst 3 tegn.'),
    domain: text('Område', 'Fagområdet, fx "Ældrepleje". Mindst 2 tegn.', { min: 2 }),
    purpose: text('Formål', 'Formålet i Markdown. Mindst 10 tegn.', { min: 10, multiline: true }),
    roles: list(
      text('Rolle', 'En rolle, fx "Sagsbehandler". Mindst 2 tegn.', { min: 2 }),
      'Roller',
      'Hvem der er med. Mindst én.',
      { min: 1 },
    ),
    steps: text('Trin', 'Trinene i Markdown, fx som nummereret liste. Mindst 10 tegn.', {
      min: 10,
      multiline: true,
    }),
    risks: text('Risici', 'Risici og hvordan de håndteres, i Markdown. Mindst 10 tegn.', {
      min: 10,
      multiline: true,
    }),
    dpia: text('DPIA', 'Konsekvensanalysen i Markdown. Mindst 10 tegn.', {
      min: 10,
      multiline: true,
    }),
    templates: list(nameAndLink('Skabelon'), 'Skabeloner', 'Skabeloner, der hører til playbooken.'),
    locale: kept(),
    body: body('Tekst', 'Ekstra tekst i Markdown (kan være tom).'),
  },
});

const policies = collection({
  label: 'Politikforslag',
  path: 'content/policies/*',
  format: { contentField: 'body' },
  slugField: 'title',
  columns: ['title'],
  schema: {
    title: titleWithSlug('Titel', 'Forslagets titel.'),
    category: text(
      'Kategori',
      'Kategorien; den bliver en del af adressen /politik/<kategori>/<fil>. Politikker med samme kategori vises som relaterede.',
    ),
    summary: text('Resumé', 'Kort resumé. Højst 300 tegn.', { max: 300, multiline: true }),
    last_updated: date(
      'Senest opdateret',
      'Hvornår forslaget sidst blev ændret; listen sorteres efter den.',
    ),
    locale: kept(),
    proposals: list(
      fields.object({
        title: text('Titel', 'Forslagets titel.'),
        body_md: text('Tekst', 'Forslaget i Markdown.', { multiline: true }),
        impact_estimate: text('Forventet effekt', 'Hvad forslaget forventes at betyde.', {
          multiline: true,
        }),
        sources: kept(),
      }),
      'Konkrete forslag',
      'Mindst ét konkret forslag.',
      { min: 1 },
    ),
    body: body(
      'Brødtekst',
      'Teksten i Markdown, delt i afsnit med ### overskrifter. Afsnittet "### Hvad betyder det for …" vises for sig.',
    ),
  },
});

const policyAreas = collection({
  label: 'Politikområder',
  path: 'content/policy-areas/*',
  format: { contentField: 'body' },
  slugField: 'title',
  columns: ['title'],
  schema: {
    title: titleWithSlug(
      'Titel',
      'Områdets titel. Der er præcis tolv områder med faste filnavne; opret eller omdøb ikke.',
    ),
    icon: icon(),
    shortDescription: text('Kort beskrivelse', 'Til kort og søgemaskiner. Højst 160 tegn.', {
      max: 160,
    }),
    tagline: text('Tagline', 'En kort linje under titlen.'),
    intro: text('Intro', 'Introduktionen. Mindst 200 tegn (de første 200 vises i karrusellen).', {
      min: 200,
      multiline: true,
    }),
    highlights: list(highlight(), 'Kort', 'Fremhævede kort: 3 til 6.', { min: 3, max: 6 }),
    quote: fields.object(
      {
        text: text('Citat', 'Selve citatet.', { multiline: true }),
        author: text('Afsender', 'Hvem der siger det; kan være tom.', { required: false }),
      },
      { label: 'Citat', description: 'Citatet på siden.' },
    ),
    related: relations(
      'Relaterede områder',
      'Andre politikområder, der vises som relaterede. Mindst ét.',
      'policyAreas',
    ),
    relatedThemes: relations('Relaterede temaer', 'Temaer, der vises som relaterede.', 'themes'),
    contactHeading: select(
      'Kontaktoverskrift',
      'Overskriften over kontaktboksen.',
      ['Har du spørgsmål?', 'Vil du vide mere?'],
      'Har du spørgsmål?',
    ),
    body: body('Brødtekst', 'Ekstra tekst i Markdown (kan være tom).'),
  },
});

const themes = collection({
  label: 'Temaer',
  path: 'content/themes/*',
  format: { contentField: 'body' },
  slugField: 'title',
  columns: ['title'],
  schema: {
    title: titleWithSlug('Titel', 'Temaets titel. Filnavnet må ikke være et politikområdes.'),
    icon: icon(),
    description: text('Beskrivelse', 'Til kort og søgemaskiner. Højst 160 tegn.', { max: 160 }),
    intro: text('Intro', 'Introduktionen.', { multiline: true }),
    highlights: list(highlight(), 'Kort', 'Fremhævede kort: 2 til 6.', { min: 2, max: 6 }),
    quote: text('Citat', 'Et citat, der vises på siden.', { multiline: true }),
    relatedThemes: relations('Relaterede temaer', 'Andre temaer (ikke temaet selv).', 'themes'),
    body: body('Brødtekst', 'Ekstra tekst i Markdown (kan være tom).'),
  },
});

const mail = collection({
  label: 'Mails',
  path: 'content/mail/*',
  format: { contentField: 'body' },
  slugField: 'subject',
  columns: ['subject'],
  schema: {
    subject: titleWithSlug(
      'Emne',
      'Mailens emnelinje. Højst 120 tegn. Må bruge {party} og de andre pladsholdere. Filen velkomst skal findes.',
      120,
    ),
    heading: text('Overskrift', 'Overskriften øverst i mailen.'),
    unsubscribe_text: text('Afmeldingstekst', 'Teksten ved afmeldingslinket.', { multiline: true }),
    body: body('Tekst', 'Mailens tekst som almindelige afsnit (ren tekst, ingen HTML).', 'md'),
  },
});

export const editorCollections = {
  candidates,
  cases,
  demos,
  englishPages,
  events,
  kpis,
  news,
  newsletters,
  pages,
  playbooks,
  policies,
  policyAreas,
  themes,
  mail,
};
