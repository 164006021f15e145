// Reads one folder of content/ (MDX with YAML frontmatter, or JSON) and validates every file with a zod schema.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { validate, type ContentIssue } from './issues';
import { syntaxErrorPosition, unclosedFrontmatter } from './locate';

export const contentRoot = () => env.CONTENT_DIR ?? path.join(process.cwd(), 'content');

/**
 * The public/ folder a content folder's image and file paths point into: the one beside it (the project's, or a
 * copy's, as the editor's test makes), else the project's (a content copy alone, as build:preview makes).
 */
export function publicRoot(root = contentRoot()): string {
  const beside = path.join(root, '..', 'public');
  return fs.existsSync(beside) ? beside : path.join(process.cwd(), 'public');
}

export type Entry<T> = T & {
  /** The file name without extension; it is the page's address. */
  slug: string;
  /** The MDX body below the frontmatter. */
  body: string;
  /** Path shown to volunteers, e.g. content/policies/skole.mdx */
  file: string;
};

export type Loaded<T> = { items: Entry<T>[]; issues: ContentIssue[] };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function readCollection<S extends z.ZodType>(folder: string, schema: S, root = contentRoot()): Loaded<z.output<S>> {
  const dir = path.join(root, folder);
  const items: Entry<z.output<S>>[] = [];
  const issues: ContentIssue[] = [];
  if (!fs.existsSync(dir)) return { items, issues: [{ file: `content/${folder}`, field: '(mappe)', message: 'Mappen findes ikke' }] };

  for (const name of fs.readdirSync(dir).sort()) {
    const ext = path.extname(name);
    if (!['.mdx', '.md', '.json'].includes(ext) || name.startsWith('_')) continue;
    const file = `content/${folder}/${name}`;
    const slug = path.basename(name, ext);
    if (!SLUG.test(slug)) {
      issues.push({ file, field: '(filnavn)', message: 'Filnavnet må kun indeholde små bogstaver a-z, tal og bindestreger (ingen æ, ø, å eller mellemrum)' });
      continue;
    }
    let data: unknown;
    let body = '';
    const raw = fs.readFileSync(path.join(dir, name), 'utf8');
    if (ext !== '.json' && unclosedFrontmatter(raw)) {
      issues.push({ file, field: '(filen)', message: 'Felterne øverst er ikke lukket – tilføj en linje med --- efter det sidste felt', line: 1, column: 1 });
      continue;
    }
    try {
      if (ext === '.json') data = JSON.parse(raw);
      else ({ data, content: body } = matter(raw));
    } catch (error) {
      // The parser's own 'at line 2, column 10' is dropped: the position in the whole file comes first on the line.
      const reason = (error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)).replace(/ at line \d+, column \d+:?$/, '');
      const position = syntaxErrorPosition(error, raw, ext === '.json');
      issues.push({ file, field: '(filen)', message: `Filen kan ikke læses – tjek formatet (${reason})`, ...position });
      continue;
    }
    const result = validate(schema, data, file);
    issues.push(...result.issues);
    if (result.data !== undefined) items.push({ ...(result.data as object), slug, body: body.trim(), file } as Entry<z.output<S>>);
  }
  return { items, issues };
}
