/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pagefindFirstFiles } from '@/lib/search/pagefind-files';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-entry-'));
const entry = (name: string, body: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, body);
  return file;
};
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('pagefindFirstFiles (what /soeg preloads beside Pagefind)', () => {
  it('names the meta and WASM of the language from the entry Pagefind wrote', () => {
    const file = entry(
      'entry.json',
      JSON.stringify({
        version: '1.6.0',
        languages: {
          da: { hash: 'da_7a31983cd9', wasm: 'da', page_count: 61 },
          en: { hash: 'en_0123', wasm: 'en', page_count: 3 },
        },
      }),
    );
    expect(pagefindFirstFiles('da', file)).toEqual([
      'pagefind.da_7a31983cd9.pf_meta',
      'wasm.da.pagefind',
    ]);
    expect(pagefindFirstFiles('en', file)).toEqual([
      'pagefind.en_0123.pf_meta',
      'wasm.en.pagefind',
    ]);
  });

  it('preloads nothing for a language the index does not hold', () => {
    const file = entry(
      'other.json',
      JSON.stringify({ languages: { en: { hash: 'en_1', wasm: 'en' } } }),
    );
    expect(pagefindFirstFiles('da', file)).toEqual([]);
  });

  it('preloads nothing without an index, or with an entry it cannot read', () => {
    expect(pagefindFirstFiles('da', path.join(dir, 'missing.json'))).toEqual([]);
    expect(pagefindFirstFiles('da', entry('broken.json', '{"languages":'))).toEqual([]);
    expect(
      pagefindFirstFiles('da', entry('shape.json', '{"languages":{"da":{"hash":1}}}')),
    ).toEqual([]);
  });

  it('never writes a name into the page that is not a plain file name', () => {
    const file = entry(
      'hostile.json',
      JSON.stringify({ languages: { da: { hash: '../../x"</script>', wasm: 'da' } } }),
    );
    expect(pagefindFirstFiles('da', file)).toEqual([]);
  });
});
