// What a collection's definition (lib/content/) gets to declare its editor fields with: Keystatic's own field kinds
// and the Danish builders. Handed in by lib/editor/config.ts, so only the editor's routes ever load Keystatic.
import { fields, type ComponentSchema } from '@keystatic/core';
import {
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
} from './fields';

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
  slugField: string;
  columns: string[];
  /** Frontmatter with the body as `body` unless said otherwise. */
  format?: { data: 'json' } | { contentField: string };
  schema: Schema;
};

/** A one-of-a-kind file's editor: its path is the definition's file. */
export type EditorSingletonSpec = { label: string; schema: Schema };
