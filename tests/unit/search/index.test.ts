// The real Pagefind index, built from the real content and searched with Pagefind's own browser bundle (in Node).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSearchIndex } from '@/lib/search/build-index';
import { searchRecords } from '@/lib/search/records';

type Hit = { url: string; title: string; type: string; excerpt: string };
type Answer = { query: string; results?: Hit[]; error?: string };

let dir: string;
const answers = new Map<string, Answer>();
const queries = [
  'skolerne',
  'ældre',
  'cykelsti',
  'børn',
  'grøn',
  'åbne',
  'velfærd',
  '',
  '<script>alert(1)</script>',
  'skole '.repeat(84).slice(0, 500),
  'Oops',
  'Hovedmenu',
  'Genveje',
  'Genindlæs',
  'Jonas',
];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  const summary = await writeSearchIndex(searchRecords(), path.join(dir, 'pagefind'));
  expect(summary.pages).toBe(searchRecords().length);
  const out = execFileSync(
    process.execPath,
    [
      path.join(process.cwd(), 'tests/helpers/pagefind-query.mjs'),
      path.join(dir, 'pagefind'),
      JSON.stringify(queries),
    ],
    { encoding: 'utf8', timeout: 20000 },
  );
  for (const answer of JSON.parse(out) as Answer[]) answers.set(answer.query, answer);
}, 30000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const hits = (query: string) => {
  const answer = answers.get(query);
  expect(answer?.error).toBeUndefined();
  return answer!.results!;
};
const urls = (query: string) => hits(query).map((h) => h.url);

describe('Danish search over the built index', () => {
  test.each([
    ['skolerne', '/politik/skole-uddannelse'],
    ['ældre', '/politik/aeldre-velfaerd'],
    ['cykelsti', '/politik/transport-infrastruktur'],
    ['børn', '/politik/boern-dagtilbud'],
    ['grøn', '/politik/groen-omstilling'],
    ['åbne', '/politik/aabne-data'],
    ['Jonas', '/kandidater/jonas-ravn'],
  ])('"%s" finds %s', (query, url) => {
    expect(urls(query)).toContain(url);
  });

  test('stemming: "skolerne" puts the school page first', () => {
    expect(urls('skolerne')[0]).toBe('/politik/skole-uddannelse');
  });

  test('results carry title, type and an excerpt with the matched word marked', () => {
    const school = hits('skolerne').find((h) => h.url === '/politik/skole-uddannelse')!;
    expect(school).toMatchObject({ title: 'Skole & Uddannelse', type: 'Politik' });
    expect(school.excerpt).toMatch(/<mark>[^<]*[Ss]kole[^<]*<\/mark>/);
    expect(hits('ældre').map((h) => h.type)).toEqual(
      expect.arrayContaining(['Politik', 'Forslag', 'Case', 'Playbook']),
    );
  });

  test('empty, 500-character and <script> queries are harmless', () => {
    expect(hits('').length).toBe(0);
    expect(hits('<script>alert(1)</script>').length).toBe(0);
    expect(Array.isArray(hits('skole '.repeat(84).slice(0, 500)))).toBe(true);
  });

  test('site chrome and not-found texts are not in the index', () => {
    for (const query of ['Oops', 'Hovedmenu', 'Genveje', 'Genindlæs'])
      expect(urls(query)).toEqual([]);
  });
});
