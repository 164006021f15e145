// Field builders for the content editor: every field gets a Danish label and a description of what it is, its format
// and its limits, matching the zod schema beside it in lib/content/ that checks the same key. A collection's definition
// gets them as `editorKit` from lib/editor/config.ts, so only the editor's routes ever load Keystatic.
import { fields, type ComponentSchema } from '@keystatic/core';
import { iconNames } from '@/lib/content/icons';

const SLUG_HINT = 'Små bogstaver a-z, tal og bindestreger, fx "skole-uddannelse".';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type TextOptions = {
  min?: number;
  max?: number;
  multiline?: boolean;
  required?: boolean;
  pattern?: RegExp;
  patternHint?: string;
};

/**
 * A text field; required unless `required: false` (then left empty, the key is left out of the file). Keystatic checks
 * the pattern and the minimum length on an empty value too, so an optional field's pattern also accepts '' and it has
 * no minimum (the editor's end-to-end test found an event could not be saved with "Tidligere start" left empty).
 */
export function text(label: string, description: string, options: TextOptions = {}) {
  const { min, max, multiline, required = true, pattern, patternHint } = options;
  if (!required && min !== undefined)
    throw new Error(`${label}: an optional text field cannot have a minimum length in Keystatic`);
  const regex =
    pattern && !required ? new RegExp(`^$|(?:${pattern.source})`, pattern.flags) : pattern;
  return fields.text({
    label,
    description,
    multiline,
    validation: {
      isRequired: required,
      length: { min: required ? Math.max(min ?? 1, 1) : 0, max },
      ...(regex ? { pattern: { regex, message: patternHint ?? description } } : {}),
    },
  });
}

/** A Danish title as a file name, the way the sample files are named: æ → ae, ø → oe, å → aa, & → og. */
export function danishSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .replace(/&/g, ' og ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The entry's title or name: written into the file, and the suggested file name (the page's address) is made from it. */
function titleWithSlug(label: string, description: string, max?: number) {
  return fields.slug({
    name: { label, description, validation: { isRequired: true, length: { min: 1, max } } },
    slug: {
      label: 'Adresse (filnavn)',
      generate: danishSlug,
      description: `Filnavnet og sidens adresse. ${SLUG_HINT} Ændres den, flytter siden til en ny adresse.`,
      validation: { pattern: { regex: SLUG, message: SLUG_HINT } },
    },
  });
}

const integer = (
  label: string,
  description: string,
  validation: { min?: number; max?: number } = {},
  required = true,
) => fields.integer({ label, description, validation: { isRequired: required, ...validation } });

const number = (label: string, description: string) =>
  fields.number({ label, description, validation: { isRequired: true } });

const checkbox = (label: string, description: string) => fields.checkbox({ label, description });

const date = (label: string, description: string, required = true) =>
  fields.date({
    label,
    description: `${description} Skrives i filen som ÅÅÅÅ-MM-DD.`,
    validation: { isRequired: required },
  });

/** A fixed choice; `values` are what the file holds, `labels` what the editor shows. */
function select<const V extends string>(
  label: string,
  description: string,
  values: readonly V[],
  defaultValue: V,
  labels: Partial<Record<V, string>> = {},
) {
  return fields.select({
    label,
    description,
    defaultValue,
    options: values.map((value) => ({ value, label: labels[value] ?? value })),
  });
}

const icon = (
  description = 'Det lille symbol på kortet. Vælg fra listen; tegningerne ligger i koden.',
) => select('Ikon', description, iconNames, 'sparkles');

/** A list of entries in another collection, stored as their file names. */
const relations = (label: string, description: string, collection: string) =>
  fields.array(fields.relationship({ label, collection, validation: { isRequired: true } }), {
    label,
    description,
    itemLabel: (props) => props.value ?? '',
  });

type ItemPreview = { fields?: Record<string, { value?: unknown }>; value?: unknown };
const LABEL_KEYS = ['title', 'name', 'label', 'figure', 'question'];

/** What a list row is called in the editor: its title or name, or its text, instead of Keystatic's "Item 1". */
export function itemLabel(props: ItemPreview): string {
  const value = props.fields
    ? LABEL_KEYS.map((key) => props.fields![key]?.value).find(
        (v) => typeof v === 'string' && v.trim(),
      )
    : props.value;
  return typeof value === 'string' && value.trim()
    ? value.trim().slice(0, 80)
    : 'Nyt punkt (udfyld felterne)';
}

const list = <E extends Parameters<typeof fields.array>[0]>(
  element: E,
  label: string,
  description: string,
  length?: { min?: number; max?: number },
) =>
  fields.array(element, {
    label,
    description,
    itemLabel: itemLabel as never,
    validation: length ? { length } : undefined,
  });

/** Markdown below the frontmatter: the page's running text. */
const body = (
  label = 'Brødtekst',
  description = 'Sidens tekst i Markdown: afsnit, **fed**, lister og links.',
  extension: 'mdx' | 'md' = 'mdx',
) =>
  // No image button: the site drops images from running text (components/content/markdown.tsx), so the toolbar does not offer them.
  fields.mdx({ label, description, extension, options: { image: false } });

/**
 * An image uploaded in the editor: saved as public/billeder/<folder>/<entry>/<key>.<ext>, and the file gets the path
 * the site serves it at (the zod side is imagePath() in lib/content/fields.ts).
 */
const image = (label: string, description: string, folder: string) =>
  fields.image({
    label,
    description: `${description} Vælg et billede (png, jpg, webp eller svg); det gemmes i public/billeder/${folder}/.`,
    directory: `public/billeder/${folder}`,
    publicPath: `/billeder/${folder}/`,
  });

const keptFields = new WeakSet<object>();

/** Kept exactly as it is in the file; the editor does not show it (a fixed value, or a group only edited in git). */
function kept() {
  const field = fields.ignored();
  keptFields.add(field);
  return field;
}

export const isKept = (field: object) => keptFields.has(field);

const highlight = () =>
  fields.object(
    {
      icon: icon(),
      title: text('Titel', 'Kortets overskrift. Kort, fx "Mere tid til nærvær".'),
      description: text('Beskrivelse', 'Kortets tekst: en eller to sætninger.', {
        multiline: true,
      }),
    },
    { label: 'Kort' },
  );

const URL_HINT = 'En fuld adresse, der starter med https://';
const LINK = /^(\/(?!\/)\S*|https?:\/\/\S+)$/;

/** A file or link with a name: attachments, templates. */
const nameAndLink = (what: string) =>
  fields.object({
    name: text('Navn', `${what}s navn, som det vises på siden.`),
    url: text(
      'Adresse',
      'En fil på siden (/docs/skabelon.pdf) eller en fuld adresse med https://.',
      { pattern: LINK, patternHint: 'Skal starte med / eller https://' },
    ),
  });

/** A card with a title and a text (the page-copy files). */
const card = (label: string) =>
  fields.object(
    {
      title: text('Titel', 'Kortets overskrift.'),
      text: text('Tekst', 'Kortets tekst.', { multiline: true }),
    },
    { label },
  );

const cardList = (label: string, description: string) =>
  list(card('Kort'), label, `${description} 1 til 8 kort.`, { min: 1, max: 8 });

export const editorKit = {
  fields,
  body,
  checkbox,
  date,
  highlight,
  icon,
  image,
  integer,
  kept,
  list,
  number,
  relations,
  select,
  text,
  titleWithSlug,
  nameAndLink,
  card,
  cardList,
  URL_HINT,
  ORDER_HINT: 'Placering i listen: 1 vises først. To må ikke have samme tal.',
  TOKENS_HINT: 'Må bruge {party}, {municipality}, {email}, {phone} og {listebogstav}.',
};

export type EditorKit = typeof editorKit;

type Schema = Record<string, ComponentSchema>;

/** A collection's editor: its path (content/<folder>/*) is the definition's folder. */
export type EditorCollectionSpec = {
  label: string;
  /** The field whose value names the entry and suggests its file name; `title` unless said otherwise. */
  slugField?: string;
  /** The list's columns; the slug field unless said otherwise. */
  columns?: string[];
  /** Frontmatter with the body as `body` unless said otherwise. */
  format?: { data: 'json' } | { contentField: string };
  schema: Schema;
};

/** A one-of-a-kind file's editor: its path is the definition's file. */
export type EditorSingletonSpec = { label: string; schema: Schema };

/** A collection's editor entry: its Keystatic name, its folder in content/, and its fields. */
export type EditorCollectionEntry = {
  name: string;
  folder: string;
  editor: (kit: EditorKit) => EditorCollectionSpec;
};

/** A one-of-a-kind JSON file's editor entry: its Keystatic name, its path in content/ without .json, its fields. */
export type EditorSingletonEntry = {
  name: string;
  file: string;
  editor: (kit: EditorKit) => EditorSingletonSpec;
};
