// content/site.json: the site's identity (party, municipality, contact, election, support), one file a volunteer edits.
// lib/site.ts imports it at build time; this definition gives the content check and the editor the same file.
import { siteSchema } from '@/lib/site-schema';
import { defineSingleton } from './define';
import { siteFileEditor } from './site-file.editor';

export const siteFile = defineSingleton(siteFileEditor, {
  schema: siteSchema,
  unreadable: (error) => `Filen kan ikke læses som JSON (${error instanceof Error ? error.message : error})`,
});
