// News and letters to the editor (content/news/*.mdx) at /nyheder/{slug}: the frontmatter holds the facts, the body the text.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { publicRoot, type Entry } from './collection';
import { defineCollection } from './define';
import { newsEditor } from './news.editor';
import { folderSlugs } from './folder-slugs';
import { isoDate, isRealDate, slugRef, text, writtenValue } from './fields';
import { findDuplicates, type ContentIssue } from './issues';
import { policyAreaSlugs } from './policy-areas';

/** The author value for a post written in the party's name rather than by one candidate. */
export const PARTY_AUTHOR = 'parti';

/** Addresses under /nyheder that a post's file name may not take (the list's own pages). */
const RESERVED_SLUGS = ['side'];

const webUrl = z.url({ protocol: /^https?$/, error: 'Skal være en fuld adresse, der starter med https://' });

const image = z.strictObject({
  /** A file in public/nyheder/, e.g. /nyheder/borgermoede.svg */
  src: z.string().regex(/^\/nyheder\/[\w.-]+\.(png|jpg|jpeg|webp|svg)$/, 'Skal være et billede i public/nyheder, fx /nyheder/borgermoede.jpg'),
  alt: z.string({ error: 'Billedet skal have en alt-tekst, der beskriver det for dem, der ikke kan se det' }).trim().min(5, 'Alt-teksten skal beskrive billedet (mindst 5 tegn)'),
});

/** A letter or article first printed elsewhere (the local paper): where, when and, if it is online, its address. */
const firstPublished = z.strictObject({
  outlet: text('Mediets navn (outlet)'),
  date: isoDate,
  url: webUrl.optional(),
  /** Point rel=canonical at the original (only when the campaign chooses so). */
  canonical: z.boolean({ error: 'canonical skal være true eller false' }).default(false),
}).refine((original) => !original.canonical || original.url, {
  message: 'canonical: true kræver adressen på den oprindelige artikel (firstPublished.url)',
  path: ['canonical'],
});

const newsSchema = z.strictObject({
  title: text('Titel').max(110, 'Titlen må højst være 110 tegn (Google viser ikke længere overskrifter)'),
  date: isoDate,
  /** A later correction or addition (dateModified); left out means the post is as first published. */
  updated: isoDate.optional(),
  /** A candidate's file name in content/candidates, or "parti". */
  author: slugRef,
  summary: text('Resumé').max(300, 'Resumé må højst være 300 tegn'),
  areas: z.array(slugRef).default([]),
  image: image.optional(),
  firstPublished: firstPublished.optional(),
  locale: z.literal('da', { error: 'skal være "da" (siden er på dansk)' }).default('da'),
});

export type NewsPost = Entry<z.output<typeof newsSchema>>;

const FOLDER = 'news';

/** Newest first; same-day posts by title so the order never depends on the file system. */
const newestFirst = (a: NewsPost, b: NewsPost) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'da');

function checkNews(items: NewsPost[], root: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const candidates = new Set(folderSlugs(root, 'candidates'));
  const areas = new Set<string>(policyAreaSlugs);
  const publicDir = publicRoot(root);
  for (const post of items) {
    issues.push(...rolledOverDates(fs.readFileSync(path.join(root, FOLDER, path.basename(post.file)), 'utf8'), post.file));
    if (RESERVED_SLUGS.includes(post.slug)) {
      issues.push({ file: post.file, field: '(filnavn)', message: `"${post.slug}" bruges af nyhedslistens sider – vælg et andet filnavn` });
    }
    if (post.author !== PARTY_AUTHOR && !candidates.has(post.author)) {
      issues.push({ file: post.file, field: 'author', message: `"${post.author}" er ikke en kandidat i content/candidates – skriv kandidatens filnavn eller "${PARTY_AUTHOR}"` });
    }
    post.areas.forEach((area, index) => {
      if (!areas.has(area)) issues.push({ file: post.file, field: `areas.${index}`, message: `"${area}" er ikke et politikområde (${policyAreaSlugs.join(', ')})` });
    });
    if (post.updated && post.updated < post.date) {
      issues.push({ file: post.file, field: 'updated', message: `Rettelsesdatoen ${post.updated} ligger før udgivelsesdatoen ${post.date}` });
    }
    const original = post.firstPublished;
    if (original && original.date > post.date) {
      issues.push({ file: post.file, field: 'firstPublished.date', message: `Datoen i ${original.outlet} (${original.date}) ligger efter indlæggets dato (${post.date})` });
    }
    if (post.image && !fs.existsSync(path.join(publicDir, post.image.src))) {
      issues.push({ file: post.file, field: 'image.src', message: `Billedet public${post.image.src} findes ikke` });
    }
    if (!post.body) issues.push({ file: post.file, field: '(tekst)', message: 'Skriv selve teksten under frontmatter' });
  }
  issues.push(...findDuplicates(items, (post) => post.title, (post) => post.file, 'title'));
  return issues;
}

export const news = defineCollection(newsEditor, {
  schema: newsSchema,
  read: (items) => ({ items: items.sort(newestFirst), issues: [] }),
  check: checkNews,
});

/** Every post, newest first. */
export const getNews = news.all;
export const getNewsPost = news.bySlug;
export const newsPath = (post: Pick<NewsPost, 'slug'>) => `/nyheder/${post.slug}`;

export const getNewsByAuthor = (author: string) => news.all().filter((post) => post.author === author);
export const getNewsByArea = (area: string) => news.all().filter((post) => post.areas.includes(area));

/** The neighbours in the list: `newer` is the next post published, `older` the one before. */
export function newsNeighbours(post: NewsPost): { newer?: NewsPost; older?: NewsPost } {
  const posts = news.all();
  const index = posts.findIndex((other) => other.slug === post.slug);
  return { newer: index > 0 ? posts[index - 1] : undefined, older: posts[index + 1] };
}

/** The date a post was last changed: `updated`, else its publication date. */
export const modifiedDate = (post: Pick<NewsPost, 'date' | 'updated'>) => post.updated ?? post.date;

/** Whole minutes at 200 words a minute (Danish prose read on a screen), at least one. */
export function readingMinutes(body: string): number {
  const words = body.replace(/[#*_>`[\]()-]/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** YAML rolls 2026-02-30 over to March without a word: the date as written must be a real one. */
function rolledOverDates(fileText: string, file: string): ContentIssue[] {
  const written = writtenValue(fileText, 'date');
  return written && /^\d{4}-\d{2}-\d{2}$/.test(written) && !isRealDate(written)
    ? [{ file, field: 'date', message: `"${written}" er ikke en rigtig dato – skriv den som ÅÅÅÅ-MM-DD, fx 2026-03-14` }]
    : [];
}
