// Page copy that is not a collection: the home page, the /vision sections and the AI page's governance cards (content/sections/*.json).
// Headings, card texts and links live here so a volunteer can change them; layout and icons stay in the components.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { contentRoot, publicRoot } from './collection';
import { ContentError, validate, type ContentIssue } from './issues';
import { syntaxErrorPosition } from './locate';
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

export const sectionSchemas = { home: homeSchema, vision: visionSchema, 'ai-governance': governanceSchema } as const;
type SectionFile = keyof typeof sectionSchemas;

function readSection<K extends SectionFile>(name: K, root: string) {
  const file = `content/sections/${name}.json`;
  let raw = '';
  try {
    raw = fs.readFileSync(path.join(root, 'sections', `${name}.json`), 'utf8');
    return validate(sectionSchemas[name], JSON.parse(raw), file) as {
      data: z.output<(typeof sectionSchemas)[K]> | undefined;
      issues: ContentIssue[];
    };
  } catch (error) {
    const position = raw ? syntaxErrorPosition(error, raw, true) : undefined;
    const reason = raw
      ? `kan ikke læses som JSON (${error instanceof Error ? error.message : error})`
      : 'mangler';
    return {
      data: undefined,
      issues: [{ file, field: '(filen)', message: `Filen ${reason}`, ...position }],
    };
  }
}

const cache = new Map<SectionFile, unknown>();
function load<K extends SectionFile>(name: K): z.output<(typeof sectionSchemas)[K]> {
  if (!cache.has(name)) {
    const { data, issues } = readSection(name, contentRoot());
    if (!data) throw new ContentError(issues);
    cache.set(name, data);
  }
  return cache.get(name) as z.output<(typeof sectionSchemas)[K]>;
}

export const getHomeSections = (): HomeSections => load('home');
export const getVisionSections = (): VisionSections => load('vision');
export const getAiGovernance = (): AiGovernance => load('ai-governance');

export function checkSections(root: string): ContentIssue[] {
  const issues: ContentIssue[] = [...readSection('home', root).issues];
  const vision = readSection('vision', root);
  issues.push(...vision.issues);
  const cases = new Set(folderSlugs(root, 'cases'));
  vision.data?.examples.caseSlugs.forEach((slug, index) => {
    if (!cases.has(slug))
      issues.push({
        file: 'content/sections/vision.json',
        field: `examples.caseSlugs.${index}`,
        message: `Der findes ingen case med navnet "${slug}" i content/cases`,
      });
  });
  const governance = readSection('ai-governance', root);
  issues.push(...governance.issues);
  const publicDir = publicRoot(root);
  governance.data?.templates.downloads.forEach((download, index) => {
    if (!fs.existsSync(path.join(publicDir, download.href)))
      issues.push({
        file: 'content/sections/ai-governance.json',
        field: `templates.downloads.${index}.href`,
        message: `Filen public${download.href} findes ikke`,
      });
  });
  return issues;
}
