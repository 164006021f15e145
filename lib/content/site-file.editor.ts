// The editor's fields for content/site.json, beside the zod schema in site-file.ts that checks the same keys (the parity test
// holds them together). Kept apart from the loader so the editor's browser code never bundles file access.
import type { EditorSingletonEntry } from '@/lib/editor/fields';

const HTTPS = /^https?:\/\/\S+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PUBLIC_PATH = /^\/[\w\-./]+$/;

export const siteFileEditor = {
  name: 'site',
  file: 'site',
  editor: ({ date, fields, integer, list, select, text, URL_HINT }) => ({
    label: 'Sitets oplysninger',
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
          municipalityCode: integer(
            'Kommunekode',
            'Kommunens kode i valg.dk\'s data (101-999), fx 101 for København. Bruges af valgaftenssiden.',
            { min: 101, max: 999 },
          ),
          seats: integer(
            'Byrådets størrelse',
            'Antal medlemmer af kommunalbestyrelsen (ulige, 9-55). Bruges til mandatfordelingen på valgaftenen.',
            { min: 9, max: 55 },
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
          key: text('Nøgle', 'Små bogstaver a-z, tal og bindestreger; skift den ikke, når nogen har valgt emnet.', {
            pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
          }),
          label: text('Navn', 'Emnets navn, som læseren ser det.', { max: 60 }),
          description: text('Beskrivelse', 'Én linje om, hvad emnet dækker.', { max: 200 }),
        }),
        'Nyhedsbrevets emner',
        'Læseren vælger emner ved tilmeldingen; en udsendelse går til de emner, der krydses af.',
        { min: 1, max: 12 },
      ),
    },
  }),
} satisfies EditorSingletonEntry;
