import fs from 'node:fs';
import path from 'node:path';
import { editorConfig } from '@/lib/editor/config';

const config = editorConfig({ kind: 'local' });
const collections = Object.entries(config.collections!);
const singletons = Object.entries(config.singletons!);
const contentDir = path.join(process.cwd(), 'content');

type ContentField = { contentExtension: string };
/** The extension Keystatic reads and writes for an entry: .json/.yaml for data, else its content field's. */
function extensionOf(entry: { format?: unknown; schema: Record<string, unknown> }) {
  const format = entry.format as { data?: string; contentField?: string } | undefined;
  if (format?.contentField) return (entry.schema[format.contentField] as ContentField).contentExtension;
  return format?.data === 'json' ? '.json' : '.yaml';
}

describe('the editor config', () => {
  it('has a collection for every folder of content/ and a singleton for site.json and each sections file', () => {
    const expected: string[] = [];
    for (const entry of fs.readdirSync(contentDir, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === 'README.md') continue;
      if (entry.isFile()) expected.push(`content/${entry.name.replace(/\.json$/, '')}`);
      else if (entry.name === 'sections') {
        for (const file of fs.readdirSync(path.join(contentDir, 'sections'))) expected.push(`content/sections/${file.replace(/\.json$/, '')}`);
      } else expected.push(`content/${entry.name}/*`);
    }
    const covered = [...collections.map(([, c]) => c.path), ...singletons.map(([, s]) => s.path)];
    expect([...covered].sort()).toEqual(expected.sort());
  });

  it.each(collections)('%s reads and writes the extension its folder holds', (_name, collection) => {
    const folder = path.join(process.cwd(), collection.path!.replace(/\/\*$/, ''));
    const extensions = new Set(fs.readdirSync(folder).map((file) => path.extname(file)));
    expect([...extensions]).toEqual([extensionOf(collection)]);
  });

  it.each(singletons)('%s is a file that exists', (_name, singleton) => {
    expect(fs.existsSync(path.join(process.cwd(), `${singleton.path}${extensionOf(singleton)}`))).toBe(true);
  });

  it('speaks Danish and lists every collection and singleton once in its navigation', () => {
    expect(config.locale).toBe('da-DK');
    const navigation = Object.values(config.ui!.navigation as Record<string, string[]>).flat();
    expect([...navigation].sort()).toEqual([...collections, ...singletons].map(([name]) => name).sort());
  });
});
