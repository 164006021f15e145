import fs from 'node:fs';
import path from 'node:path';
import { editorConfig } from '@/lib/editor/config';
import { danishSlug, itemLabel } from '@/lib/editor/fields';

const config = editorConfig({ kind: 'local' });
const collections = Object.entries(config.collections!);
const singletons = Object.entries(config.singletons!);
const contentDir = path.join(process.cwd(), 'content');

type ContentField = { contentExtension: string };
/** The extension Keystatic reads and writes for an entry: .json/.yaml for data, else its content field's. */
function extensionOf(entry: { format?: unknown; schema: Record<string, unknown> }) {
  const format = entry.format as { data?: string; contentField?: string } | undefined;
  if (format?.contentField)
    return (entry.schema[format.contentField] as ContentField).contentExtension;
  return format?.data === 'json' ? '.json' : '.yaml';
}

describe('the editor config', () => {
  it('has a collection for every folder of content/ and a singleton for site.json and each sections file', () => {
    const expected: string[] = [];
    for (const entry of fs.readdirSync(contentDir, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === 'README.md') continue;
      if (entry.isFile()) expected.push(`content/${entry.name.replace(/\.json$/, '')}`);
      else if (entry.name === 'sections') {
        for (const file of fs.readdirSync(path.join(contentDir, 'sections')))
          expected.push(`content/sections/${file.replace(/\.json$/, '')}`);
      } else expected.push(`content/${entry.name}/*`);
    }
    const covered = [...collections.map(([, c]) => c.path), ...singletons.map(([, s]) => s.path)];
    expect([...covered].sort()).toEqual(expected.sort());
  });

  it.each(collections)(
    '%s reads and writes the extension its folder holds',
    (_name, collection) => {
      const folder = path.join(process.cwd(), collection.path!.replace(/\/\*$/, ''));
      const extensions = new Set(fs.readdirSync(folder).map((file) => path.extname(file)));
      expect([...extensions]).toEqual([extensionOf(collection)]);
    },
  );

  it.each(singletons)('%s is a file that exists', (_name, singleton) => {
    expect(
      fs.existsSync(path.join(process.cwd(), `${singleton.path}${extensionOf(singleton)}`)),
    ).toBe(true);
  });

  it('speaks Danish and lists every collection and singleton once in its navigation', () => {
    expect(config.locale).toBe('da-DK');
    const navigation = Object.values(config.ui!.navigation as Record<string, string[]>).flat();
    expect([...navigation].sort()).toEqual(
      [...collections, ...singletons].map(([name]) => name).sort(),
    );
  });

  it('names every list row by its content (its title, name or text), never Keystatic\'s "Item 1"', () => {
    const lists: string[] = [];
    const walk = (
      field: { kind: string; fields?: Record<string, never>; element?: never; itemLabel?: unknown },
      at: string,
    ) => {
      if (field.kind === 'array') {
        if (typeof field.itemLabel !== 'function') lists.push(at);
        walk(field.element!, `${at}[]`);
      }
      if (field.kind === 'object')
        for (const [key, f] of Object.entries(field.fields!)) walk(f, `${at}.${key}`);
    };
    for (const [name, entry] of [...collections, ...singletons])
      for (const [key, f] of Object.entries(entry.schema)) walk(f as never, `${name}.${key}`);
    expect(lists).toEqual([]);
    expect(
      itemLabel({
        fields: { icon: { value: 'clock' }, title: { value: ' Mere tid til nærvær ' } },
      }),
    ).toBe('Mere tid til nærvær');
    expect(
      itemLabel({ fields: { name: { value: 'DPIA-skabelon' }, url: { value: '/docs/x.pdf' } } }),
    ).toBe('DPIA-skabelon');
    expect(itemLabel({ value: 'Sagsbehandler' })).toBe('Sagsbehandler');
    expect(itemLabel({ fields: { title: { value: '' } } })).toBe('Nyt punkt (udfyld felterne)');
  });

  it('suggests file names from Danish titles the way the sample files are named', () => {
    expect(danishSlug('Onlinemøde om nærvær')).toBe('onlinemoede-om-naervaer');
    expect(danishSlug('Dørbank i Nørrekvarteret')).toBe('doerbank-i-noerrekvarteret');
    expect(danishSlug('Debat: AI i kommunen – hvem bestemmer?')).toBe(
      'debat-ai-i-kommunen-hvem-bestemmer',
    );
    expect(danishSlug('Klima & Miljø på Åen, café')).toBe('klima-og-miljoe-paa-aaen-cafe');
    for (const file of fs.readdirSync(path.join(contentDir, 'events')))
      expect(danishSlug(file.replace(/\.mdx$/, ''))).toBe(file.replace(/\.mdx$/, ''));
  });
});
