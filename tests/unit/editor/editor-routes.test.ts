import fs from 'node:fs';
import path from 'node:path';
import { makeRouteHandler } from '@keystatic/next/route-handler';
import EditorPage from '@/app/(editor)/keystatic/[[...params]]/page.editor';
import { GET, POST } from '@/app/api/keystatic/[...params]/route.editor';
import { editorConfig } from '@/lib/editor/config';
import { editorStorage } from '@/lib/editor/storage';

const url = (rest: string) => `http://127.0.0.1:3000/api/keystatic/${rest}`;
// Keystatic's local mode answers its tree only to requests that carry this header.
const treeRequest = () => new Request(url('tree'), { headers: { 'no-cors': '1' } });

describe('where the editor saves', () => {
  it.each([
    [{ NODE_ENV: 'production' as const, KEYSTATIC_REPO: undefined }, null],
    [{ NODE_ENV: 'test' as const, KEYSTATIC_REPO: undefined }, null],
    [{ NODE_ENV: 'development' as const, KEYSTATIC_REPO: undefined }, { kind: 'local' }],
    [
      { NODE_ENV: 'production' as const, KEYSTATIC_REPO: 'fremtidslisten/site' },
      { kind: 'github', repo: 'fremtidslisten/site' },
    ],
    [
      { NODE_ENV: 'development' as const, KEYSTATIC_REPO: 'fremtidslisten/site' },
      { kind: 'github', repo: 'fremtidslisten/site' },
    ],
  ])('%j → %j', (source, expected) => {
    expect(editorStorage(source)).toEqual(expected);
  });

  it('saves in GitHub mode to keystatic/… branches, never straight to main', () => {
    const { storage } = editorConfig({ kind: 'github', repo: 'fremtidslisten/site' });
    expect(storage).toEqual({
      kind: 'github',
      repo: 'fremtidslisten/site',
      branchPrefix: 'keystatic/',
    });
  });
});

describe('/api/keystatic on a server without editor settings (this test run: NODE_ENV=test, no KEYSTATIC_REPO)', () => {
  it('answers 404 to reading the tree, a file and to saving, and writes nothing', async () => {
    const site = fs.readFileSync(path.join(process.cwd(), 'content', 'site.json'), 'utf8');
    const responses = [
      await GET(treeRequest()),
      await GET(new Request(url('blob/0000/content/site.json'), { headers: { 'no-cors': '1' } })),
      await POST(
        new Request(url('update'), {
          method: 'POST',
          headers: { 'no-cors': '1', 'content-type': 'application/json' },
          body: JSON.stringify({
            additions: [{ path: 'content/site.json', contents: 'e30=' }],
            deletions: [],
          }),
        }),
      ),
      await GET(new Request(url('github/login'))),
    ];
    expect(responses.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect(fs.readFileSync(path.join(process.cwd(), 'content', 'site.json'), 'utf8')).toBe(site);
  });

  it('/keystatic renders the not-found page (HTTP 404) instead of the admin', () => {
    expect(() => EditorPage()).toThrow(
      expect.objectContaining({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }),
    );
  });

  it('is our 404: the same tree request reaches Keystatic where local mode is on', async () => {
    const handler = makeRouteHandler({ config: editorConfig({ kind: 'local' }) });
    const response = await handler.GET(treeRequest());
    expect(response.status).toBe(200);
    const listed = JSON.stringify(await response.json());
    for (const file of [
      'content/site.json',
      'content/sections/home.json',
      'content/news/velkommen-til-vores-nye-side.mdx',
    ])
      expect(listed).toContain(`"${file}"`);
  });
});
