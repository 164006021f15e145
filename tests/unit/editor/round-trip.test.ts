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
import { editorValidation, managedFiles, rewrite } from '../../helpers/editor-round-trip';
import { text } from '@/lib/editor/fields';

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

  it.each(files.map((f) => [f.file, f] as const))(
    '%s is written back byte for byte',
    async (file, entry) => {
      const raw = fs.readFileSync(path.join(process.cwd(), file), 'utf8');
      expect(await rewrite(entry, raw)).toBe(raw);
    },
  );

  // Keystatic validates before it saves: an entry it cannot save unchanged is one a volunteer cannot edit at all.
  it.each(files.map((f) => [f.file, f] as const))(
    "%s passes the editor's own field validation",
    (file, entry) => {
      expect(
        editorValidation(entry, fs.readFileSync(path.join(process.cwd(), file), 'utf8')),
      ).toEqual([]);
    },
  );

  it('an optional field with a pattern accepts empty (Keystatic applies the pattern to "" too), a required one does not', () => {
    const optional = text('Postnummer', 'Fire cifre.', {
      required: false,
      pattern: /^\d{4}$/,
    }) as unknown as { reader: { parse: (v: unknown) => unknown } };
    const required = text('Postnummer', 'Fire cifre.', { pattern: /^\d{4}$/ }) as unknown as {
      reader: { parse: (v: unknown) => unknown };
    };
    expect(optional.reader.parse(undefined)).toBe('');
    expect(optional.reader.parse('2800')).toBe('2800');
    expect(() => optional.reader.parse('28')).toThrow('Fire cifre.');
    expect(() => required.reader.parse(undefined)).toThrow();
    expect(() => text('X', 'Y', { required: false, min: 2 })).toThrow(
      /optional text field cannot have a minimum/,
    );
  });

  // Site tokens in a body are written \{party}: a bare {party} is an MDX expression the editor cannot open.
  it('opens a body with site tokens, and refuses one with a bare {party}', async () => {
    const entry = files.find((f) => f.file === 'content/pages/stem.mdx')!;
    const raw = fs.readFileSync(entry.file, 'utf8');
    expect(raw).toContain('\\{party}');
    await expect(rewrite(entry, raw.replaceAll('\\{party}', '{party}'))).rejects.toThrow(
      /mdxTextExpression/,
    );
  });

  it('notices a change: a key the editor does not know is dropped, so the bytes differ', async () => {
    const entry = files.find((f) => f.file === 'content/cases/ai-byggesag.mdx')!;
    const raw = fs
      .readFileSync(path.join(process.cwd(), entry.file), 'utf8')
      .replace(/^---\n/, '---\nnotAField: 1\n');
    expect(await rewrite(entry, raw)).not.toBe(raw);
  });
});
