import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { checkContent } from '@/lib/content/check';
import { formatIssue } from '@/lib/content/issues';
import { contentWith, realContent, removeRoot } from './broken-content';

const lines = (root: string) => checkContent(root).map(formatIssue);
const roots: string[] = [];
const broken = (fixture?: string) => {
  const root = contentWith(fixture);
  roots.push(root);
  return root;
};
afterAll(() => roots.forEach(removeRoot));

describe('content check', () => {
  it('finds nothing wrong in the real content', () => {
    expect(lines(realContent)).toEqual([]);
  });

  it.each([
    [
      'bad-dates',
      [
        'content/policies/ansvarlig-ai-i-sagsbehandlingen.mdx: last_updated: skal være en dato skrevet som ÅÅÅÅ-MM-DD, fx 2025-03-14',
        'content/policies/digital-borgerservice-for-alle.mdx: last_updated: "2025-02-30" er ikke en rigtig dato – skriv den som ÅÅÅÅ-MM-DD, fx 2025-03-14',
      ],
    ],
    [
      'unknown-refs',
      [
        'content/policy-areas/digitalisering.mdx: related.1: "findes-ikke" er ikke et politikområde',
        'content/policy-areas/digitalisering.mdx: relatedThemes.1: "ukendt-tema" er ikke et tema i content/themes/',
        'content/themes/digitalisering.mdx: (filnavn): "digitalisering" bruges allerede af et politikområde eller en omdirigering under /politik – vælg et andet filnavn',
        'content/themes/digitalisering.mdx: title: "Ansvarlig AI" bruges allerede i content/themes/ansvarlig-ai.mdx',
      ],
    ],
    [
      'categories',
      [
        'content/policies/faelles-data.mdx: category: "AI/Data" giver adressen "ai/data" – brug kun bogstaver, tal, mellemrum og &',
        'content/policies/smart-energistyring-i-kommunens-bygninger.mdx: category: "Klima & Miljø" staves anderledes end "klima & miljø" i content/policies/data-til-groen-omstilling.mdx – brug samme stavemåde',
      ],
    ],
    ['pages', ['content/pages/privatliv.mdx: body: {mail} er ikke en kendt pladsholder – brug {email}, {phone}, {party}, {municipality}']],
  ])('reports the %s fixture line by line', (fixture, expected) => {
    expect(lines(broken(fixture))).toEqual(expected);
  });

  it('names wrong icons, missing and misspelt fields, too few cards and a missing summary', () => {
    const found = lines(broken('bad-shapes'));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/policy-areas\/okonomi-styring\.mdx: icon: "sparegris" er ikke et kendt ikon\. Vælg et af: .*piggy-bank/),
        'content/policy-areas/okonomi-styring.mdx: tagline: Tagline mangler',
        'content/policy-areas/okonomi-styring.mdx: highlights: Der skal være mindst 3 kort',
        'content/policy-areas/okonomi-styring.mdx: (filen): Ukendt nøgle: "tagLine"',
        'content/policies/mere-tid-til-naervaer.mdx: summary: Resumé mangler',
      ]),
    );
    expect(found).toHaveLength(5);
  });

  it('reports a missing policy area file', () => {
    const root = broken();
    fs.rmSync(path.join(root, 'policy-areas/sundhed-trivsel.mdx'));
    expect(lines(root)).toEqual(
      expect.arrayContaining(['content/policy-areas/sundhed-trivsel.mdx: (filen): Filen mangler – alle 12 politikområder skal findes']),
    );
  });

  it('reports a file YAML cannot read instead of throwing', () => {
    const root = broken();
    fs.writeFileSync(path.join(root, 'themes/ansvarlig-ai.mdx'), '---\ntitle: [ikke lukket\n---\n');
    expect(lines(root)).toEqual(expect.arrayContaining([expect.stringMatching(/^content\/themes\/ansvarlig-ai\.mdx: \(filen\): Filen kan ikke læses/)]));
  });

  it('npm run content:check prints the lines and exits 1 on broken content, 0 on the real content', () => {
    const run = (root: string) =>
      spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/content-check.ts', root], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
    const bad = run(broken('bad-dates'));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('content/policies/ansvarlig-ai-i-sagsbehandlingen.mdx: last_updated: skal være en dato skrevet som ÅÅÅÅ-MM-DD');
    expect(bad.stderr).not.toMatch(/\n\s+at /);
    const good = run(realContent);
    expect(good.status).toBe(0);
  });
});
