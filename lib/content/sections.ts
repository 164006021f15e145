// Page copy that is not a collection: the home page, the /vision sections, the AI page's governance cards and the /kpi
// headline figures (content/sections/*.json).
// Headings, card texts and links live here so a volunteer can change them; layout and icons stay in the components.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { publicRoot } from './collection';
import { defineSingleton } from './define';
import { type ContentIssue } from './issues';
import { text } from './fields';
import { folderSlugs } from './folder-slugs';
import { impactIconNames } from './impact-icons';

const card = z.strictObject({ title: text('Titel'), text: text('Tekst') });
const link = z.url({ protocol: /^https$/, error: 'Skal være en fuld adresse med https://' });

const visionSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: text('Overlinje'),
    title: text('Overskrift'),
    lead: text('Indledning'),
  }),
  why: z.strictObject({ heading: text('Overskrift'), paragraphs: z.array(text('Afsnit')).min(1) }),
  aiFacts: z.strictObject({
    heading: text('Overskrift'),
    lead: text('Indledning'),
    items: z
      .array(
        z.strictObject({
          figure: text('Tal'),
          text: text('Tekst'),
          source: text('Kilde'),
          href: link,
        }),
      )
      .min(1)
      .max(6),
  }),
  principles: z.strictObject({ heading: text('Overskrift'), items: z.array(card).min(1).max(8) }),
  citizenBenefits: z.strictObject({
    heading: text('Overskrift'),
    items: z.array(card).min(1).max(8),
  }),
  roadmap: z.strictObject({ heading: text('Overskrift'), items: z.array(card).min(1).max(8) }),
  quote: z.strictObject({ text: text('Citat') }),
  // Spec: three practice examples picked by case slug.
  examples: z.strictObject({
    heading: text('Overskrift'),
    note: text('Note'),
    caseSlugs: z.array(text('Case')).length(3, 'Der skal være præcis tre cases'),
  }),
});

const governanceSchema = z.strictObject({
  heading: text('Overskrift'),
  lead: text('Indledning'),
  dataSecurity: card,
  compliance: card,
  templates: card.extend({
    downloads: z
      .array(
        z.strictObject({
          href: z
            .string()
            .regex(
              /^\/docs\/[\w.-]+$/,
              'Skal være en fil i public/docs, fx /docs/dpia-template.pdf',
            ),
          label: text('Navn'),
          format: text('Format'),
        }),
      )
      .min(1),
  }),
  training: card,
  competenceTracks: z.strictObject({
    title: text('Titel'),
    tracks: z
      .array(z.strictObject({ level: text('Niveau'), hours: z.number().int().positive().max(200) }))
      .min(1),
  }),
  questions: card.extend({ button: text('Knaptekst') }),
});

const homeSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: text('Overlinje'),
    title: text('Overskrift'),
    lead: text('Indledning'),
  }),
  disclaimer: z.strictObject({ title: text('Titel'), text: text('Tekst') }),
  impact: z.strictObject({
    heading: text('Overskrift'),
    intro: text('Indledning'),
    items: z
      .array(
        z.strictObject({
          icon: z.enum(impactIconNames, {
            error: (issue) =>
              `"${String(issue.input)}" er ikke et kendt ikon. Vælg et af: ${impactIconNames.join(', ')}`,
          }),
          value: text('Tal'),
          label: text('Betegnelse'),
          text: text('Tekst'),
        }),
      )
      .min(1)
      .max(9),
  }),
});

export type HomeSections = z.output<typeof homeSchema>;
export type VisionSections = z.output<typeof visionSchema>;
export type AiGovernance = z.output<typeof governanceSchema>;

const kpiHeadlineSchema = z.strictObject({
  // Spec §9: five fixed figures, not computed from the series.
  headline: z
    .array(z.strictObject({ value: text('Tal'), unit: text('Enhed'), label: text('Betegnelse') }))
    .length(5, 'Der skal være præcis fem nøgletal'),
});

export const homeSections = defineSingleton({
  name: 'home',
  file: 'sections/home',
  schema: homeSchema,
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
});

export const visionSections = defineSingleton({
  name: 'vision',
  file: 'sections/vision',
  schema: visionSchema,
  // Spec: three practice examples picked by case slug.
  check: (vision, root) => {
    const cases = new Set(folderSlugs(root, 'cases'));
    return vision.examples.caseSlugs.flatMap((slug, index): ContentIssue[] =>
      cases.has(slug)
        ? []
        : [{ file: 'content/sections/vision.json', field: `examples.caseSlugs.${index}`, message: `Der findes ingen case med navnet "${slug}" i content/cases` }],
    );
  },
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
});

export const aiGovernance = defineSingleton({
  name: 'aiGovernance',
  file: 'sections/ai-governance',
  schema: governanceSchema,
  check: (governance, root) => {
    const publicDir = publicRoot(root);
    return governance.templates.downloads.flatMap((download, index): ContentIssue[] =>
      fs.existsSync(path.join(publicDir, download.href))
        ? []
        : [{ file: 'content/sections/ai-governance.json', field: `templates.downloads.${index}.href`, message: `Filen public${download.href} findes ikke` }],
    );
  },
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
});

export const kpiHeadline = defineSingleton({
  name: 'kpiHeadline',
  file: 'sections/kpi',
  schema: kpiHeadlineSchema,
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
});

export const getHomeSections = (): HomeSections => homeSections.get();
export const getVisionSections = (): VisionSections => visionSections.get();
export const getAiGovernance = (): AiGovernance => aiGovernance.get();
export const getKpiHeadline = () => kpiHeadline.get().headline;
