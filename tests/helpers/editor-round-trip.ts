// Reads a content file the way Keystatic reads it and writes it back the way Keystatic writes it (see
// tests/unit/editor/round-trip.test.ts for why the entry-level glue is repeated here).
import fs from 'node:fs';
import path from 'node:path';
import { dump, load } from 'js-yaml';
import { editorConfig } from '@/lib/editor/config';

// Keystatic's Node build leaves the MDX editor out (its parse/serialize are stubs there); the browser build has the real
// ones. Its path is not in the package's exports, so it is imported by file: update it with the Keystatic version.
const browserBuild = path.join(
  process.cwd(),
  'node_modules/@keystatic/core/dist/keystatic-core.js',
);
let browserFields: typeof import('@keystatic/core').fields | undefined;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A body as Keystatic's MDX field reads it into its editor and writes it back. */
async function rewriteBody(body: string, extension: 'mdx' | 'md'): Promise<string> {
  browserFields ??= ((await import(browserBuild)) as typeof import('@keystatic/core')).fields;
  const field = browserFields.mdx({ label: 'Brødtekst', extension }) as unknown as {
    parse: (value: undefined, args: object) => unknown;
    serialize: (value: unknown, args: object) => { content: Uint8Array };
  };
  const state = field.parse(undefined, {
    content: encoder.encode(body),
    other: new Map(),
    external: new Map(),
    slug: '',
  });
  return decoder.decode(field.serialize(state, { slug: '' }).content);
}

const config = editorConfig({ kind: 'local' });

type Field = {
  kind: 'form' | 'object' | 'array' | string;
  formKind?: string;
  fields?: Record<string, Field>;
  element?: Field;
  parse: (value: unknown, args?: unknown) => unknown;
  serialize: (value: unknown, args?: unknown) => { value: unknown };
  serializeWithSlug?: (value: unknown) => { value: unknown; slug: string };
  directory?: string;
  filename?: (value: unknown, args: { slug?: string }) => string | undefined;
};

/**
 * An image field (formKind 'asset'), as Keystatic's entry glue reads and writes it: the bytes come from
 * <directory>/<slug>/<file name>, and a save names the file after the field's key. The written image must be the
 * same file with the same bytes, or the round trip fails.
 */
function rewriteAsset(field: Field, value: unknown, key: string, slug: string): unknown {
  const filename = field.filename!(value, { slug });
  const file = filename ? path.join(process.cwd(), field.directory!, slug, filename) : undefined;
  const asset = file && fs.existsSync(file) ? new Uint8Array(fs.readFileSync(file)) : undefined;
  const out = field.serialize(field.parse(value, { asset, slug }), {
    suggestedFilenamePrefix: key,
    slug,
  }) as {
    value: unknown;
    asset?: { filename: string; content: Uint8Array };
  };
  if (
    out.asset &&
    (out.asset.filename !== filename || !Buffer.from(out.asset.content).equals(Buffer.from(asset!)))
  )
    throw new Error(
      `${key}: the editor would write the image as ${out.asset.filename}, not ${filename}`,
    );
  return out.value;
}

const FRONTMATTER = /^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/;

function parseValue(field: Field, value: unknown): unknown {
  if (field.kind === 'object') {
    const record = (value ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(field.fields!).map(([key, f]) => [key, parseValue(f, record[key])]),
    );
  }
  if (field.kind === 'array')
    return ((value ?? []) as unknown[]).map((item) => parseValue(field.element!, item));
  return field.parse(value, {});
}

function serializeValue(field: Field, value: unknown): unknown {
  if (field.kind === 'object') {
    const entries = Object.entries(field.fields!).map(([key, f]) => [
      key,
      serializeValue(f, (value as Record<string, unknown>)[key]),
    ]);
    return Object.fromEntries(entries.filter(([, v]) => v !== undefined));
  }
  if (field.kind === 'array')
    return (value as unknown[]).map((item) => serializeValue(field.element!, item) ?? null);
  return field.serialize(value).value;
}

/**
 * The editor's own validation of every value in a file, as Keystatic runs it before a save (reader.parse per field,
 * through groups and lists): a file the editor cannot save unchanged fails here. Returns "key: message" lines.
 */
export function editorValidation(entry: Entry, raw: string): string[] {
  const record = (
    entry.contentField
      ? (load(raw.match(FRONTMATTER)?.[1] ?? '') ?? {})
      : entry.data === 'json'
        ? JSON.parse(raw)
        : load(raw)
  ) as Record<string, unknown>;
  const problems: string[] = [];
  const visit = (
    field: Field & { reader?: { parse: (value: unknown) => unknown } },
    value: unknown,
    at: string,
  ) => {
    if (field.kind === 'object') {
      for (const [key, f] of Object.entries(field.fields!))
        visit(f, ((value ?? {}) as Record<string, unknown>)[key], `${at}.${key}`);
    } else if (field.kind === 'array') {
      ((value ?? []) as unknown[]).forEach((item, index) =>
        visit(field.element!, item, `${at}.${index}`),
      );
    } else if (field.reader) {
      try {
        field.reader.parse(value);
      } catch (error) {
        problems.push(`${at}: ${(error as Error).message}`);
      }
    }
  };
  for (const [key, field] of Object.entries(entry.schema))
    if (key !== entry.contentField && key !== entry.slugField) visit(field, record[key], key);
  return problems;
}

type Entry = {
  name: string;
  file: string;
  schema: Record<string, Field>;
  data: 'json' | 'yaml';
  contentField?: string;
  slugField?: string;
};

export function managedFiles(): Entry[] {
  const out: Entry[] = [];
  for (const [name, c] of Object.entries(config.collections!)) {
    const format = c.format as { data?: 'json'; contentField?: string };
    const dir = c.path!.replace(/\/\*$/, '');
    for (const file of fs.readdirSync(path.join(process.cwd(), dir)).sort())
      out.push({
        name,
        file: `${dir}/${file}`,
        schema: c.schema as unknown as Record<string, Field>,
        data: format.data ?? 'yaml',
        contentField: format.contentField,
        slugField: c.slugField,
      });
  }
  for (const [name, s] of Object.entries(config.singletons!))
    out.push({
      name,
      file: `${s.path}.json`,
      schema: s.schema as unknown as Record<string, Field>,
      data: 'json',
    });
  return out;
}

/** A file as Keystatic writes it back after reading it: frontmatter or JSON through the fields, the body through the MDX editor. */
export async function rewrite(entry: Entry, raw: string): Promise<string> {
  const slug = path.basename(entry.file).replace(/\.[^.]+$/, '');
  let loaded: unknown;
  let body = '';
  if (entry.contentField) {
    const match = raw.match(FRONTMATTER);
    loaded = match ? load(match[1] ?? '') : {};
    body = match ? raw.slice(match[0].length) : raw;
  } else loaded = entry.data === 'json' ? JSON.parse(raw) : load(raw);
  const record = (loaded ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(entry.schema)) {
    if (key === entry.contentField) continue;
    if (key === entry.slugField) {
      const value = field.parse(record[key], { slug });
      out[key] = field.serializeWithSlug!(value).value;
      continue;
    }
    const serialized =
      field.formKind === 'asset'
        ? rewriteAsset(field, record[key], key, slug)
        : serializeValue(field, parseValue(field, record[key]));
    if (serialized !== undefined) out[key] = serialized;
  }
  if (!entry.contentField)
    return entry.data === 'json' ? `${JSON.stringify(out, null, 2)}\n` : dump(out);
  const extension =
    (entry.schema[entry.contentField] as unknown as { contentExtension: string })
      .contentExtension === '.md'
      ? 'md'
      : 'mdx';
  return `---\n${dump(out)}---\n${await rewriteBody(body, extension)}`;
}
