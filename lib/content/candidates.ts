// Candidates (content/candidates/*.mdx): the body is the bio; its first line is the card teaser.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { publicRoot, type Entry } from './collection';
import { defineCollection, sortByOrder } from './define';
import { candidatesEditor } from './candidates.editor';
import { imagePath } from './fields';

export const placeholderPortrait = '/kandidater/placeholder.png';

const webUrl = z.url({ protocol: /^https?$/, error: 'Skal være en fuld adresse, der starter med https://' });

const candidateSchema = z.object({
  order: z.number().int(),
  name: z.string().trim().min(2),
  title: z.string().trim().min(2),
  /** The lead candidate gets the badge 'Spidskandidat'. */
  lead: z.boolean().default(false),
  /** An image the editor uploaded, e.g. /billeder/kandidater/navn/portrait.png; left out gives the placeholder. */
  portrait: imagePath('kandidater').optional(),
  priorities: z.array(z.object({ title: z.string().trim().min(2), body: z.string().trim().min(5) })).default([]),
  links: z.object({ facebook: webUrl.optional(), instagram: webUrl.optional(), website: webUrl.optional() }).default({}),
  contact: z
    .object({
      email: z.email({ error: 'Ugyldig email adresse' }).optional(),
      phone: z.string().regex(/^\+?[\d ]{8,16}$/, 'Skriv telefonnummeret med cifre, fx +45 70 00 00 00').optional(),
    })
    .default({}),
  locale: z.literal('da').default('da'),
});

export type Candidate = Entry<z.output<typeof candidateSchema>>;

function readCandidates(items: Candidate[], root: string) {
  const issues = sortByOrder(items);
  const leads = items.filter((c) => c.lead);
  for (const extra of leads.slice(1)) issues.push({ file: extra.file, field: 'lead', message: `Kun én kan være spidskandidat (${leads[0]?.file} er det allerede)` });
  const publicDir = publicRoot(root);
  for (const item of items) {
    if (!item.body) issues.push({ file: item.file, field: '(tekst)', message: 'Skriv en kort præsentation under frontmatter' });
    if (item.portrait && !fs.existsSync(path.join(publicDir, item.portrait))) {
      issues.push({ file: item.file, field: 'portrait', message: `Billedet public${item.portrait} findes ikke` });
    }
  }
  return { items, issues };
}

export const candidates = defineCollection(candidatesEditor, {
  schema: candidateSchema,
  read: readCandidates,
});

export const getCandidates = candidates.all;
export const getCandidateBySlug = candidates.bySlug;
export const checkCandidates = candidates.check;

/** The card's teaser: the bio's first line. */
export const bioTeaser = (candidate: Candidate) => (candidate.body.split('\n')[0] ?? '').trim();

/** The detail hero's text: the bio's first paragraph. */
export const bioFirstParagraph = (candidate: Candidate) => (candidate.body.split(/\n\s*\n/)[0] ?? '').replace(/\s*\n\s*/g, ' ').trim();

export const candidateBadge = (candidate: Candidate) => (candidate.lead ? 'Spidskandidat' : candidate.title);

export const portraitOf = (candidate: Candidate) => candidate.portrait ?? placeholderPortrait;

export const firstName = (candidate: Candidate) => candidate.name.split(/\s+/)[0] ?? candidate.name;
