// The editor's fields for content/sections/*.json, beside the zod schema in sections.ts that checks the same keys (the parity test
// holds them together). Kept apart from the loader so the editor's browser code never bundles file access.
import type { EditorSingletonEntry } from '@/lib/editor/fields';
import { impactIconNames } from './impact-icons';

export const homeSectionsEditor = {
  name: 'home',
  file: 'sections/home',
  editor: ({ fields, list, select, text, TOKENS_HINT }) => ({
    label: 'Forsiden',
    schema: {
      hero: fields.object(
        {
          eyebrow: text('Overlinje', `Den lille linje over overskriften. ${TOKENS_HINT}`),
          title: text('Overskrift', `Forsidens store overskrift. ${TOKENS_HINT}`),
          lead: text('Indledning', `Teksten under overskriften. ${TOKENS_HINT}`, { multiline: true }),
        },
        { label: 'Toppen' },
      ),
      disclaimer: fields.object(
        {
          title: text('Titel', 'Boksens overskrift.'),
          text: text('Tekst', `Forklaringen om de fiktive AI-eksempler. ${TOKENS_HINT}`, {
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
              icon: select('Ikon', 'Symbolet på kortet; tegningerne ligger i koden.', impactIconNames, 'clock'),
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
  }),
} satisfies EditorSingletonEntry;

export const visionSectionsEditor = {
  name: 'vision',
  file: 'sections/vision',
  editor: ({ cardList, fields, list, text, TOKENS_HINT }) => ({
    label: 'Visionen (/vision)',
    schema: {
      hero: fields.object(
        {
          eyebrow: text('Overlinje', 'Linjen over overskriften.'),
          title: text('Overskrift', `Sidens overskrift. ${TOKENS_HINT}`),
          lead: text('Indledning', 'Teksten under overskriften.', { multiline: true }),
        },
        { label: 'Toppen' },
      ),
      why: fields.object(
        {
          heading: text('Overskrift', 'Afsnittets overskrift.'),
          paragraphs: list(text('Afsnit', 'Et afsnit.', { multiline: true }), 'Afsnit', 'Mindst ét afsnit.', { min: 1 }),
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
      quote: fields.object({ text: text('Citat', 'Citatet på siden.', { multiline: true }) }, { label: 'Citat' }),
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
  }),
} satisfies EditorSingletonEntry;

export const aiGovernanceEditor = {
  name: 'aiGovernance',
  file: 'sections/ai-governance',
  editor: ({ card, fields, integer, list, text }) => ({
    label: 'Ansvarlig AI (/ai)',
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
  }),
} satisfies EditorSingletonEntry;

export const kpiHeadlineEditor = {
  name: 'kpiHeadline',
  file: 'sections/kpi',
  editor: ({ fields, list, text }) => ({
    label: 'Nøgletal øverst på /kpi',
    schema: {
      headline: list(
        fields.object({
          value: text('Tal', 'Tallet, som det vises, fx "8,5" eller "62 %".'),
          unit: text('Enhed', 'Fx "dage" eller "timer/md".'),
          label: text('Betegnelse', 'Hvad tallet er, fx "Gennemsnitlig sagsbehandlingstid".'),
        }),
        'Nøgletal',
        'De fem faste tal øverst på /kpi (spec §9); de regnes ikke ud fra serierne.',
        { min: 5, max: 5 },
      ),
    },
  }),
} satisfies EditorSingletonEntry;
