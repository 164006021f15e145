// Page copy that is not a collection: the home page, the /vision sections, the AI page's governance cards and the /kpi
// headline figures (content/sections/*.json).
// Headings, card texts and links live here so a volunteer can change them; layout and icons stay in the components.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { publicRoot } from './collection';
import { defineSingleton } from './define';
import { aiGovernanceEditor, homeSectionsEditor, kpiHeadlineEditor, visionSectionsEditor } from './sections.editor';
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

export const homeSections = defineSingleton(homeSectionsEditor, {
  schema: homeSchema,
});

export const visionSections = defineSingleton(visionSectionsEditor, {
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
});

export const aiGovernance = defineSingleton(aiGovernanceEditor, {
  schema: governanceSchema,
  check: (governance, root) => {
    const publicDir = publicRoot(root);
    return governance.templates.downloads.flatMap((download, index): ContentIssue[] =>
      fs.existsSync(path.join(publicDir, download.href))
        ? []
        : [{ file: 'content/sections/ai-governance.json', field: `templates.downloads.${index}.href`, message: `Filen public${download.href} findes ikke` }],
    );
  },
});

export const kpiHeadline = defineSingleton(kpiHeadlineEditor, {
  schema: kpiHeadlineSchema,
});

export const getHomeSections = (): HomeSections => homeSections.get();
export const getVisionSections = (): VisionSections => visionSections.get();
export const getAiGovernance = (): AiGovernance => aiGovernance.get();
export const getKpiHeadline = () => kpiHeadline.get().headline;
