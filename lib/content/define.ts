// One definition per content collection or one-of-a-kind file: its folder, its zod schema, its extra rules and its
// editor fields side by side. The loader (cache, get, get by slug, content check) is the same for all of them.
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { EditorCollectionEntry, EditorCollectionSpec, EditorKit, EditorSingletonEntry, EditorSingletonSpec } from '@/lib/editor/fields';
import { contentRoot, readCollection, type Entry } from './collection';
import { ContentError, findDuplicates, validate, type ContentIssue } from './issues';
import { syntaxErrorPosition } from './locate';

type Read<T> = { items: T[]; issues: ContentIssue[] };

type RequiredFiles = { slugs: readonly string[]; extension: 'md' | 'mdx'; usedBy: string };

export type CollectionDefinition<S extends z.ZodType, T extends { slug: string; file: string }> = {
  schema: S;
  /** Orders the valid entries, derives their fields, and reports what keeps the site from using them (loader and check). */
  read?: (items: Entry<z.output<S>>[], root: string) => Read<T>;
  /** The loader's order, where the content check reads the files in file-name order. */
  order?: (a: T, b: T) => number;
  /** Files the site reads by name, e.g. content/pages/privatliv.mdx; the check reports each one missing. */
  required?: RequiredFiles;
  /** Problems only the content check reports: the site can still be built with them. */
  check?: (items: T[], root: string) => ContentIssue[];
};

export type Collection<T extends { slug: string; file: string }, S extends z.ZodType = z.ZodType> = {
  kind: 'collection';
  name: string;
  folder: string;
  schema: S;
  editor: (kit: EditorKit) => EditorCollectionSpec;
  /** Every entry, read once per process; throws ContentError when any file has a problem. */
  all: () => T[];
  bySlug: (slug: string) => T | undefined;
  /** Reads another content folder (or the current one) without the cache. */
  read: (root?: string) => Read<T>;
  /** Every problem in the collection's files, for `npm run content:check`. */
  check: (root: string) => ContentIssue[];
};

/** A collection: its editor entry (name, folder, fields; <name>.editor.ts), its schema and rules, and the shared loader. */
export function defineCollection<S extends z.ZodType, T extends { slug: string; file: string } = Entry<z.output<S>>>(
  entry: EditorCollectionEntry,
  definition: CollectionDefinition<S, T>,
): Collection<T, S> {
  const { name, folder, editor } = entry;
  const { schema } = definition;
  const read = (root = contentRoot()): Read<T> => {
    const loaded = readCollection(folder, schema, root);
    if (!definition.read) return loaded as unknown as Read<T>;
    const more = definition.read(loaded.items, root);
    return { items: more.items, issues: [...loaded.issues, ...more.issues] };
  };
  let cache: T[] | undefined;
  const all = () => {
    if (!cache) {
      const { items, issues } = read();
      if (issues.length) throw new ContentError(issues);
      cache = definition.order ? [...items].sort(definition.order) : items;
    }
    return cache;
  };
  return {
    kind: 'collection',
    name,
    folder,
    schema,
    editor,
    all,
    bySlug: (slug) => all().find((item) => item.slug === slug),
    read,
    check: (root) => {
      const { items, issues } = read(root);
      return [...issues, ...missingFiles(folder, definition.required, items, issues), ...(definition.check?.(items, root) ?? [])];
    },
  };
}

/** Each required file that is neither read nor already reported as broken. */
function missingFiles(folder: string, required: RequiredFiles | undefined, items: { slug: string }[], issues: ContentIssue[]): ContentIssue[] {
  if (!required) return [];
  return required.slugs
    .filter((slug) => !items.some((item) => item.slug === slug) && !issues.some((issue) => issue.file.includes(`/${slug}.`)))
    .map((slug) => ({ file: `content/${folder}/${slug}.${required.extension}`, field: '(filen)', message: `Filen mangler – ${required.usedBy} bruger den` }));
}

/** Sorts entries by their `order` field (then by slug) and reports an order number used twice. */
export function sortByOrder<T extends { order: number; slug: string; file: string }>(items: T[]): ContentIssue[] {
  items.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  return findDuplicates(items, (item) => String(item.order), (item) => item.file, 'order');
}

/** The one file a page asks for by name; a missing one fails the build with its name. */
export function requiredEntry<T extends { slug: string; file: string }>(collection: Collection<T>, slug: string, entries = collection.all(), extension = 'mdx'): T {
  const found = entries.find((item) => item.slug === slug);
  if (!found) throw new ContentError([{ file: `content/${collection.folder}/${slug}.${extension}`, field: '(filen)', message: 'Filen mangler' }]);
  return found;
}

type SingletonRead<T> = { data: T | undefined; issues: ContentIssue[] };

export type SingletonDefinition<S extends z.ZodType> = {
  schema: S;
  /** Problems only the content check reports. */
  check?: (data: z.output<S>, root: string) => ContentIssue[];
  /** How a file that cannot be read is reported; by default "Filen mangler" or "Filen kan ikke læses som JSON (…)". */
  unreadable?: (error: unknown, raw: string) => string;
};

export type Singleton<T, S extends z.ZodType = z.ZodType> = {
  kind: 'singleton';
  name: string;
  file: string;
  schema: S;
  editor: (kit: EditorKit) => EditorSingletonSpec;
  /** The file's data, read once per process; throws ContentError when it has a problem. */
  get: () => T;
  read: (root?: string) => SingletonRead<T>;
  check: (root: string) => ContentIssue[];
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A one-of-a-kind JSON file in content/: its editor entry, its schema and rules, and the shared loader. */
export function defineSingleton<S extends z.ZodType>(entry: EditorSingletonEntry, definition: SingletonDefinition<S>): Singleton<z.output<S>, S> {
  const { name, file, editor } = entry;
  const { schema } = definition;
  const shown = `content/${file}.json`;
  const unreadable = definition.unreadable ?? ((error, raw) => (raw ? `Filen kan ikke læses som JSON (${errorText(error)})` : 'Filen mangler'));
  const read = (root = contentRoot()): SingletonRead<z.output<S>> => {
    let raw = '';
    try {
      raw = fs.readFileSync(path.join(root, `${file}.json`), 'utf8');
      return validate(schema, JSON.parse(raw), shown);
    } catch (error) {
      const position = raw ? syntaxErrorPosition(error, raw, true) : undefined;
      return { data: undefined, issues: [{ file: shown, field: '(filen)', message: unreadable(error, raw), ...position }] };
    }
  };
  let cache: { data: z.output<S> } | undefined;
  return {
    kind: 'singleton',
    name,
    file,
    schema,
    editor,
    get: () => {
      if (!cache) {
        const { data, issues } = read();
        if (data === undefined) throw new ContentError(issues);
        cache = { data };
      }
      return cache.data;
    },
    read,
    check: (root) => {
      const { data, issues } = read(root);
      return data === undefined || !definition.check ? issues : [...issues, ...definition.check(data, root)];
    },
  };
}
