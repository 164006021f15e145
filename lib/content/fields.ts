// Zod building blocks shared by the politik collections, with messages a volunteer understands.
import { z } from 'zod';
import { iconNames } from './icons';

export const text = (what: string) => z.string({ error: `${what} mangler` }).trim().min(1, `${what} må ikke være tom`);

export const slugRef = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'skal være en adresse med små bogstaver a-z, tal og bindestreger, fx "skole-uddannelse"');

export const icon = z.enum(iconNames, {
  error: (issue) => `"${String(issue.input)}" er ikke et kendt ikon. Vælg et af: ${iconNames.join(', ')}`,
});

export const highlight = z.strictObject({
  icon,
  title: text('Titel'),
  description: text('Beskrivelse'),
});

export const quote = z.strictObject({
  text: text('Citatet'),
  author: text('Afsender').optional(),
});

/** True only for a real calendar date written as YYYY-MM-DD (2025-02-30 is rejected). */
export function isRealDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const DATE_HINT = 'skal være en dato skrevet som ÅÅÅÅ-MM-DD, fx 2025-03-14';

/** YAML turns an unquoted 2025-03-14 into a Date; both forms end up as the 'YYYY-MM-DD' string. */
export const isoDate = z
  .union([z.date(), z.string()], { error: DATE_HINT })
  .transform((value) => (value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)) : value.trim()))
  .refine(isRealDate, DATE_HINT);

/** Reads what the volunteer literally wrote for a top-level frontmatter field (YAML silently rolls 2025-02-30 over to March). */
export function writtenValue(fileText: string, field: string) {
  const frontmatter = fileText.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '';
  const line = frontmatter.match(new RegExp(`^${field}:[ \\t]*(.*)$`, 'm'))?.[1];
  return line?.replace(/\s+#.*$/, '').trim().replace(/^(['"])(.*)\1$/, '$2');
}

/**
 * An image the editor uploaded: public/billeder/<folder>/<entry>/<field>.<ext>, written into the file as the path the
 * site serves it at (Keystatic's image field, lib/editor/fields.ts image()).
 */
export const imagePath = (folder: string) =>
  z
    .string()
    .regex(
      new RegExp(`^/billeder/${folder}/[a-z0-9-]+/[\\w.-]+\\.(png|jpe?g|webp|svg)$`, 'i'),
      `Skal være et billede i public/billeder/${folder}/, fx /billeder/${folder}/navn/billede.jpg (png, jpg, webp eller svg)`,
    );
