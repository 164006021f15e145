// Saving an entry the editor has not changed must not change the file: every file the editor manages is read the
// way Keystatic reads it and written back the way Keystatic writes it, and the bytes must be the same.
//
// Keystatic's own entry-level glue (serializeEntryToFiles, serializeProps) is internal to its admin UI bundle, so
// tests/helpers/editor-round-trip.ts repeats that glue (a few lines, after @keystatic/core dist/keystatic-core-ui.js and
// the generic reader) and calls Keystatic's own field objects for each value: field.parse / field.serialize, the slug
// field's serializeWithSlug, js-yaml's load/dump, JSON.stringify(…, null, 2) + '\n', and the MDX field of Keystatic's
// browser build for bodies (its Node build has no MDX editor).
import fs from 'node:fs';
import path from 'node:path';
import { managedFiles, rewrite } from '../../helpers/editor-round-trip';

describe('editor round trip', () => {
  const files = managedFiles();

  it('covers every file in content/ but the README', () => {
    const all: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(process.cwd(), dir), { withFileTypes: true }))
        if (entry.isDirectory()) walk(`${dir}/${entry.name}`);
        else if (`${dir}/${entry.name}` !== 'content/README.md') all.push(`${dir}/${entry.name}`);
    };
    walk('content');
    expect(files.map((f) => f.file).sort()).toEqual(all.sort());
  });

  // Keystatic's MDX editor cannot open a body with {party}-style site tokens: to it they are MDX expressions.
  const TOKEN = /\{[a-zæøå]+\}/i;
  const bodyOf = (raw: string) => raw.replace(/^---\n[^]*?\n---\n/, '');
  const readable = files.filter((f) => !(f.contentField && TOKEN.test(bodyOf(fs.readFileSync(f.file, 'utf8')))));
  const withTokens = files.filter((f) => !readable.includes(f));

  it.each(readable.map((f) => [f.file, f] as const))('%s is written back byte for byte', async (file, entry) => {
    const raw = fs.readFileSync(path.join(process.cwd(), file), 'utf8');
    expect(await rewrite(entry, raw)).toBe(raw);
  });

  // Known gap, kept visible: when tokens get an editor-safe form, these files move to the test above.
  it('cannot open the bodies that use site tokens (pages, English pages, the welcome mail)', async () => {
    expect(withTokens.map((f) => f.file)).toEqual([
      'content/en/about.mdx',
      'content/en/vote.mdx',
      'content/pages/bliv-frivillig.mdx',
      'content/pages/privatliv.mdx',
      'content/pages/stem.mdx',
      'content/pages/stoet-os.mdx',
      'content/mail/velkomst.md',
    ]);
    for (const entry of withTokens) await expect(rewrite(entry, fs.readFileSync(entry.file, 'utf8'))).rejects.toThrow(/mdxTextExpression/);
  });

  it('notices a change: a key the editor does not know is dropped, so the bytes differ', async () => {
    const entry = files.find((f) => f.file === 'content/cases/ai-byggesag.mdx')!;
    const raw = fs.readFileSync(path.join(process.cwd(), entry.file), 'utf8').replace(/^---\n/, '---\nnotAField: 1\n');
    expect(await rewrite(entry, raw)).not.toBe(raw);
  });
});
