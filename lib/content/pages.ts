// Single content pages (the /politik overview copy, /privatliv); lead and body may use {email}-style site tokens.
import { z } from 'zod';
import { type Entry } from './collection';
import { defineCollection, requiredEntry } from './define';
import { pagesEditor } from './pages.editor';
import { type ContentIssue } from './issues';
import { isoDate, quote, text } from './fields';

const pageSchema = z.strictObject({
  title: text('Titel'),
  description: text('Beskrivelse').max(160, 'Beskrivelse må højst være 160 tegn (den bruges i søgeresultater)'),
  lead: text('Indledning'),
  quote: quote.optional(),
  last_updated: isoDate.optional(),
});

export type Page = Entry<z.output<typeof pageSchema>>;

/** Pages the site's routes read; the check reports any that are missing. */
const requiredPages = ['politik', 'privatliv', 'bliv-frivillig', 'stoet-os', 'stem'] as const;
export type PageSlug = (typeof requiredPages)[number];

/** Site facts a page may insert as {email} etc., so they are written once in content/site.json (see site-tokens.ts). */
const pageTokens = ['email', 'phone', 'party', 'municipality', 'listebogstav'] as const;
export type PageToken = (typeof pageTokens)[number];

/**
 * A token is {party} in frontmatter and \\{party} in an MDX body: there a bare brace opens an MDX expression, which the
 * editor cannot open, so the body escapes it (the editor writes a typed "{party}" that way itself). Both forms are filled.
 */
const TOKEN = /\\?\{([a-zæøå]+)\\?\}/gi;
const isToken = (name: string): name is PageToken => (pageTokens as readonly string[]).includes(name);

/** Content-check issues for every {name} in `text` that is not a known token. */
export const unknownTokenIssues = (text: string, file: string, field = 'body'): ContentIssue[] =>
  [...text.matchAll(TOKEN)]
    .map(([, name]) => name!)
    .filter((name) => !isToken(name))
    .map((name) => ({ file, field, find: `{${name}}`, message: `{${name}} er ikke en kendt pladsholder – brug ${pageTokens.map((t) => `{${t}}`).join(', ')}` }));

const BARE_TOKEN = /(?<!\\)\{([a-zæøå]+)\}/gi;

/** A known token written bare in an MDX body: it renders, but the editor cannot open the file (see TOKEN). */
export const bareTokenIssues = (body: string, file: string): ContentIssue[] =>
  [...body.matchAll(BARE_TOKEN)]
    .map(([, name]) => name!)
    .filter(isToken)
    .map((name) => ({ file, field: 'body', find: `{${name}}`, message: `Skriv \\{${name}} (med \\ foran) i brødteksten – ellers kan redaktøren ikke åbne filen` }));

/** Unknown and bare tokens in a page's lead and body. */
export const tokenIssues = (item: { lead: string; body: string; file: string }): ContentIssue[] => [
  ...unknownTokenIssues(`${item.lead}\n${item.body}`, item.file),
  ...bareTokenIssues(item.body, item.file),
];

export const fillTokens = (value: string, values: Record<PageToken, string>) => value.replace(TOKEN, (match, name: string) => (isToken(name) ? values[name] : match));


export const pages = defineCollection(pagesEditor, {
  schema: pageSchema,
  required: { slugs: requiredPages, extension: 'mdx', usedBy: 'siden' },
  check: (items) => items.flatMap(tokenIssues),
});

export const getPage = (slug: PageSlug): Page => requiredEntry(pages, slug);
