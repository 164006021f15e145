// Newsletters as content: the frontmatter schema, and what the content check refuses in a body a mail cannot carry.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getArchivedNewsletters, getNewsletters, newsletters } from '@/lib/content/newsletters';

const checkNewsletters = (root = path.join(process.cwd(), 'content')) => newsletters.check(root);

const write = (dir: string, name: string, text: string) =>
  fs.writeFileSync(path.join(dir, 'nyhedsbreve', name), text);

describe('content/nyhedsbreve', () => {
  it('holds the two fictional samples, newest first, each saying it is fictional', () => {
    const all = getNewsletters();
    expect(all.map((n) => n.slug)).toEqual([
      '2026-11-aabent-hus-og-brev',
      '2026-10-byraadet-og-ventetider',
    ]);
    expect(getArchivedNewsletters()).toHaveLength(2);
    for (const n of all) expect(n.body).toMatch(/fiktive/);
    expect(checkNewsletters()).toEqual([]);
  });

  it('names the file, line and field of each problem', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nyhedsbreve-'));
    fs.mkdirSync(path.join(root, 'nyhedsbreve'));
    write(
      root,
      'ok.mdx',
      "---\nsubject: 'Emne'\npreheader: 'Forhånd'\ndate: 2026-01-02\ntopics: [byraadet]\n---\nTekst\n\n![Pixel](https://tracker.example/p.png)\n\n<img src=\"x\">\n",
    );
    write(
      root,
      'bad.mdx',
      "---\nsubject: ''\npreheader: 'x'\ndate: snart\ntopics: [ukendt]\n---\nTekst\n",
    );
    const issues = checkNewsletters(root);
    const messages = issues.map((i) => `${i.file}:${i.line ?? ''} ${i.field}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ok\.mdx:9 \(teksten\): Billedet https:\/\/tracker\.example/),
        expect.stringMatching(/ok\.mdx:11 \(teksten\): Et nyhedsbrev er ren Markdown/),
        expect.stringMatching(/bad\.mdx:.* subject: /),
        expect.stringMatching(/bad\.mdx:.* date: /),
        expect.stringMatching(/bad\.mdx:.* topics.*Ukendt emne/),
      ]),
    );
    fs.rmSync(root, { recursive: true });
  });

  it('a folder without newsletters is no problem', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tom-'));
    fs.mkdirSync(path.join(root, 'nyhedsbreve'));
    expect(checkNewsletters(root)).toEqual([]);
  });
});
