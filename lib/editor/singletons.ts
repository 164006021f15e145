// Files that are one of a kind: content/site.json and the page copy in content/sections/*.json.
import { fields, singleton } from '@keystatic/core';
import { impactIconNames } from '@/lib/content/impact-icons';
import { date, integer, list, select, text } from './fields';

const URL_HINT = 'En fuld adresse, der starter med https://';
const HTTPS = /^https?:\/\/\S+$/;
const TOKENS = 'Må bruge {party}, {municipality}, {email}, {phone} og {listebogstav}.';
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PUBLIC_PATH = /^\/[\w\-./]+$/;

const card = (label: string) =>
  fields.object(
    {
      title: text('Titel', 'Kortets overskrift.'),
      text: text('Tekst', 'Kortets tekst.', { multiline: true }),
    },
    { label },
  );
const cardList = (label: string, description: string) =>
  list(card('Kort'), label, `${description} 1 til 8 kort.`, { min: 1, max: 8 });

const site = singleton({
  label: 'Sitets oplysninger',
  path: 'content/site',
  format: { data: 'json' },
  schema: {
    fictionalNotice: text(
      'Fiktionsnote',
      'Teksten, der fortæller, at partiet og kommunen er fiktive.',
      { multiline: true },
    ),
    partyName: text('Partiets navn', 'Fx "Fremtidslisten". Indsættes som {party}.'),
    municipality: text('Kommune', 'Fx "Lyngbæk Kommune". Indsættes som {municipality}.'),
    tagline: text('Slogan', 'Kort slogan i sidens titel på forsiden.'),
    description: text(
      'Beskrivelse',
      'Sitets beskrivelse til søgemaskiner og deling. Højst 200 tegn.',
      { max: 200, multiline: true },
    ),
    about: text('Om os', 'Et kort afsnit om partiet.', { multiline: true }),
    url: text('Sitets adresse', `${URL_HINT}. Bruges i links, sitemap og deling.`, {
      pattern: HTTPS,
    }),
    email: text('Email', 'Partiets mailadresse. Indsættes som {email}.'),
    phone: text('Telefon', 'Med cifre, fx +45 70 00 00 00. Indsættes som {phone}.', {
      pattern: /^\+?[\d ]{8,}$/,
    }),
    address: fields.object(
      {
        street: text('Vej', 'Vej og nummer.'),
        postalCode: text('Postnummer', 'Fire cifre.', { pattern: /^\d{4}$/ }),
        city: text('By', 'Byens navn.'),
        country: text('Land', 'Landekode med to bogstaver, fx DK.', { min: 2, max: 2 }),
      },
      { label: 'Adresse' },
    ),
    social: fields.object(
      {
        facebook: text('Facebook', 'Et facebook.com-link.', { pattern: HTTPS }),
        instagram: text('Instagram', 'Et instagram.com-link.', { pattern: HTTPS }),
        linkedin: text('LinkedIn', URL_HINT, { pattern: HTTPS }),
      },
      { label: 'Sociale medier' },
    ),
    logo: text('Logo', 'Sti til logoet i public/, fx /logo.svg.', { pattern: PUBLIC_PATH }),
    shareImage: fields.object(
      {
        path: text('Billede', 'Sti i public/, fx /og.png.', { pattern: PUBLIC_PATH }),
        width: integer('Bredde', 'Billedets bredde i pixel.', { min: 1 }),
        height: integer('Højde', 'Billedets højde i pixel.', { min: 1 }),
        alt: text('Alt-tekst', 'Beskriv billedet for dem, der ikke kan se det.'),
      },
      { label: 'Delingsbillede', description: 'Billedet, der vises, når siden deles.' },
    ),
    analytics: fields.object(
      {
        enabled: fields.checkbox({
          label: 'Slået til',
          description: 'Tæller sidevisninger uden cookies.',
        }),
        endpoint: text(
          'Adresse',
          'Stien, målingerne sendes til, fx /api/analytics. Skal starte med /.',
          { pattern: /^\/\S*$/ },
        ),
      },
      { label: 'Besøgstal' },
    ),
    embed: fields.object(
      {
        allowedOrigins: list(
          text('Adresse', URL_HINT, { pattern: HTTPS }),
          'Tilladte partnersider',
          'Sider, der må vise widgetten. Mindst én.',
          { min: 1 },
        ),
        defaultPrimaryColor: text('Standardfarve', 'Widgettens farve, fx #0b5a53.'),
        languages: list(
          select('Sprog', 'da eller en.', ['da', 'en'], 'da', { da: 'Dansk', en: 'Engelsk' }),
          'Sprog',
          'Widgettens sprog. Mindst ét.',
          { min: 1 },
        ),
      },
      { label: 'Widget til partnersider' },
    ),
    election: fields.object(
      {
        date: date('Valgdag', 'Valgdagen.'),
        pollingHours: fields.object(
          {
            opens: text('Åbner', 'Klokkeslæt som 08:00.', { pattern: TIME }),
            closes: text('Lukker', 'Klokkeslæt som 20:00; efter åbningstiden.', { pattern: TIME }),
          },
          { label: 'Valgstedernes åbningstid' },
        ),
        earlyVoting: fields.object(
          {
            start: date('Start', 'Første dag for brevstemmer.'),
            end: date('Slut', 'Sidste dag for brevstemmer; før valgdagen.'),
          },
          { label: 'Brevstemmeperiode' },
        ),
        listLetter: text(
          'Listebogstav',
          'Fx L (1-2 store bogstaver). Indsættes som {listebogstav}.',
          { pattern: /^[A-ZÆØÅ]{1,2}$/ },
        ),
        municipalityLinks: fields.object(
          {
            pollingStations: text('Valgsteder', `Kommunens side om valgsteder. ${URL_HINT}.`, {
              pattern: HTTPS,
            }),
            earlyVoting: text('Brevstemmer', `Kommunens side om brevstemmer. ${URL_HINT}.`, {
              pattern: HTTPS,
            }),
          },
          { label: 'Kommunens sider' },
        ),
        resultText: text(
          'Resultattekst',
          'Vises på forsiden, når valgstederne er lukket. Højst 300 tegn; tom: ingen tekst.',
          { required: false, max: 300, multiline: true },
        ),
      },
      { label: 'Valget', description: 'Datoer er danske kalenderdage, tider dansk tid.' },
    ),
    support: fields.object(
      {
        membershipUrl: text('Medlemskab', `Partiets side for indmeldelse. ${URL_HINT}.`, {
          pattern: HTTPS,
        }),
        mobilePay: text('MobilePay', 'MobilePay-nummer, 4-8 cifre.', { pattern: /^\d{4,8}$/ }),
        bank: fields.object(
          {
            name: text('Bank', 'Bankens navn.'),
            registration: text('Reg.nr.', 'Fire cifre.', { pattern: /^\d{4}$/ }),
            account: text('Kontonummer', '6-10 cifre.', { pattern: /^\d{6,10}$/ }),
          },
          { label: 'Bankkonto' },
        ),
      },
      { label: 'Støt os', description: 'Vises på /stoet-os; siden tager ikke imod betalinger.' },
    ),
    newsletterTopics: list(
      fields.object({
        key: text(
          'Nøgle',
          'Små bogstaver a-z, tal og bindestreger; skift den ikke, når nogen har valgt emnet.',
          {
            pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
          },
        ),
        label: text('Navn', 'Emnets navn, som læseren ser det.', { max: 60 }),
        description: text('Beskrivelse', 'Én linje om, hvad emnet dækker.', { max: 200 }),
      }),
      'Nyhedsbrevets emner',
      'Læseren vælger emner ved tilmeldingen; en udsendelse går til de emner, der krydses af.',
      { min: 1, max: 12 },
    ),
  },
});

const home = singleton({
  label: 'Forsiden',
  path: 'content/sections/home',
  format: { data: 'json' },
  schema: {
    hero: fields.object(
      {
        eyebrow: text('Overlinje', `Den lille linje over overskriften. ${TOKENS}`),
        title: text('Overskrift', `Forsidens store overskrift. ${TOKENS}`),
        lead: text('Indledning', `Teksten under overskriften. ${TOKENS}`, { multiline: true }),
      },
      { label: 'Toppen' },
    ),
    disclaimer: fields.object(
      {
        title: text('Titel', 'Boksens overskrift.'),
        text: text('Tekst', `Forklaringen om de fiktive AI-eksempler. ${TOKENS}`, {
          multiline: true,
        }),
      },
      { label: 'Note om AI-eksemplerne' },
    ),
    impact: fields.object(
      {
        heading: text('Overskrift', 'Overskriften over kortene.'),
        intro: text('Indledning', 'Teksten under overskriften.', { multiline: true }),
        items: list(
          fields.object({
            icon: select(
              'Ikon',
              'Symbolet på kortet; tegningerne ligger i koden.',
              impactIconNames,
              'clock',
            ),
            value: text('Tal', 'Fx "45 %".'),
            label: text('Betegnelse', 'Fx "kortere ventetid".'),
            text: text('Tekst', 'En sætning om effekten.', { multiline: true }),
          }),
          'Kort',
          '1 til 9 kort.',
          { min: 1, max: 9 },
        ),
      },
      { label: 'Hvad kan ansvarlig AI betyde?' },
    ),
  },
});

const vision = singleton({
  label: 'Visionen (/vision)',
  path: 'content/sections/vision',
  format: { data: 'json' },
  schema: {
    hero: fields.object(
      {
        eyebrow: text('Overlinje', 'Linjen over overskriften.'),
        title: text('Overskrift', `Sidens overskrift. ${TOKENS}`),
        lead: text('Indledning', 'Teksten under overskriften.', { multiline: true }),
      },
      { label: 'Toppen' },
    ),
    why: fields.object(
      {
        heading: text('Overskrift', 'Afsnittets overskrift.'),
        paragraphs: list(
          text('Afsnit', 'Et afsnit.', { multiline: true }),
          'Afsnit',
          'Mindst ét afsnit.',
          { min: 1 },
        ),
      },
      { label: 'Hvorfor' },
    ),
    aiFacts: fields.object(
      {
        heading: text('Overskrift', 'Afsnittets overskrift.'),
        lead: text('Indledning', 'Teksten under overskriften.', { multiline: true }),
        items: list(
          fields.object({
            figure: text('Tal', 'Fx "48 %".'),
            text: text('Tekst', 'Hvad tallet viser.', { multiline: true }),
            source: text('Kilde', 'Kildens navn.'),
            href: text('Link til kilden', 'Fuld adresse med https://.', {
              pattern: /^https:\/\/\S+$/,
            }),
          }),
          'Fakta',
          '1 til 6 fakta.',
          { min: 1, max: 6 },
        ),
      },
      { label: 'AI i hverdagen' },
    ),
    principles: fields.object(
      {
        heading: text('Overskrift', 'Afsnittets overskrift.'),
        items: cardList('Principper', 'Principperne.'),
      },
      { label: 'Principper' },
    ),
    citizenBenefits: fields.object(
      {
        heading: text('Overskrift', 'Afsnittets overskrift.'),
        items: cardList('Fordele', 'Hvad det betyder for borgerne.'),
      },
      { label: 'For borgerne' },
    ),
    roadmap: fields.object(
      {
        heading: text('Overskrift', 'Afsnittets overskrift.'),
        items: cardList('Trin', 'Køreplanens trin.'),
      },
      { label: 'Køreplan' },
    ),
    quote: fields.object(
      { text: text('Citat', 'Citatet på siden.', { multiline: true }) },
      { label: 'Citat' },
    ),
    examples: fields.object(
      {
        heading: text('Overskrift', 'Afsnittets overskrift.'),
        note: text('Note', 'Noten under eksemplerne.', { multiline: true }),
        caseSlugs: fields.array(
          fields.relationship({
            label: 'Case',
            collection: 'cases',
            validation: { isRequired: true },
          }),
          {
            label: 'Cases',
            description: 'Præcis tre cases fra Cases.',
            itemLabel: (props) => props.value ?? 'Vælg en case',
            validation: { length: { min: 3, max: 3 } },
          },
        ),
      },
      { label: 'Eksempler fra praksis' },
    ),
  },
});

const aiGovernance = singleton({
  label: 'Ansvarlig AI (/ai)',
  path: 'content/sections/ai-governance',
  format: { data: 'json' },
  schema: {
    heading: text('Overskrift', 'Afsnittets overskrift.'),
    lead: text('Indledning', 'Teksten under overskriften.', { multiline: true }),
    dataSecurity: card('Datasikkerhed'),
    compliance: card('DPIA og compliance'),
    templates: fields.object(
      {
        title: text('Titel', 'Kortets overskrift.'),
        text: text('Tekst', 'Kortets tekst.', { multiline: true }),
        downloads: list(
          fields.object({
            href: text('Fil', 'En fil i public/docs, fx /docs/dpia-template.pdf.', {
              pattern: /^\/docs\/[\w.-]+$/,
            }),
            label: text('Navn', 'Filens navn på siden.'),
            format: text('Format', 'Fx PDF eller Excel.'),
          }),
          'Filer',
          'Mindst én fil.',
          { min: 1 },
        ),
      },
      { label: 'Skabeloner' },
    ),
    training: card('Uddannelse'),
    competenceTracks: fields.object(
      {
        title: text('Titel', 'Kortets overskrift.'),
        tracks: list(
          fields.object({
            level: text('Niveau', 'Fx "Begynder".'),
            hours: integer('Timer', 'Antal timer, 1-200.', { min: 1, max: 200 }),
          }),
          'Spor',
          'Mindst ét spor.',
          { min: 1 },
        ),
      },
      { label: 'Kompetencespor' },
    ),
    questions: fields.object(
      {
        title: text('Titel', 'Kortets overskrift.'),
        text: text('Tekst', 'Kortets tekst.', { multiline: true }),
        button: text('Knaptekst', 'Teksten på knappen til kontaktsiden.'),
      },
      { label: 'Spørgsmål' },
    ),
  },
});

export const editorSingletons = { site, home, vision, aiGovernance };
