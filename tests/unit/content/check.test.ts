import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { checkContent } from '@/lib/content/check';
import { formatIssue } from '@/lib/content/issues';
import { githubAnnotation } from '@/lib/content/github-annotations';
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
        'content/policies/ansvarlig-ai-i-sagsbehandlingen.mdx:5:15: last_updated: skal være en dato skrevet som ÅÅÅÅ-MM-DD, fx 2025-03-14',
        'content/policies/digital-borgerservice-for-alle.mdx:5:15: last_updated: "2025-02-30" er ikke en rigtig dato – skriv den som ÅÅÅÅ-MM-DD, fx 2025-03-14',
      ],
    ],
    [
      'unknown-refs',
      [
        'content/policy-areas/digitalisering.mdx:27:5: related.1: "findes-ikke" er ikke et politikområde',
        'content/policy-areas/digitalisering.mdx:30:5: relatedThemes.1: "ukendt-tema" er ikke et tema i content/themes/',
        'content/themes/digitalisering.mdx:1:1: (filnavn): "digitalisering" bruges allerede af et politikområde eller en omdirigering under /politik – vælg et andet filnavn',
        'content/themes/digitalisering.mdx:2:8: title: "Ansvarlig AI" bruges allerede i content/themes/ansvarlig-ai.mdx',
      ],
    ],
    [
      'categories',
      [
        'content/policies/faelles-data.mdx:3:11: category: "AI/Data" giver adressen "ai/data" – brug kun bogstaver, tal, mellemrum og &',
        'content/policies/smart-energistyring-i-kommunens-bygninger.mdx:3:11: category: "Klima & Miljø" staves anderledes end "klima & miljø" i content/policies/data-til-groen-omstilling.mdx – brug samme stavemåde',
      ],
    ],
    ['pages', ['content/pages/privatliv.mdx:32:11: body: {mail} er ikke en kendt pladsholder – brug {email}, {phone}, {party}, {municipality}, {listebogstav}']],
  ])('reports the %s fixture line by line', (fixture, expected) => {
    expect(lines(broken(fixture))).toEqual(expected);
  });

  it('puts every kind of finding on the line and column of the value it is about', () => {
    expect(lines(broken('positions'))).toEqual([
      // Broken MDX file: YAML that cannot be read, at the colon that breaks it.
      'content/themes/ansvarlig-ai.mdx:2:20: (filen): Filen kan ikke læses – tjek formatet (incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line)',
      // Wrong type and a bad date in JSON.
      'content/kpis/energiforbrug.json:5:12: value: Værdien skal være et tal',
      'content/kpis/energiforbrug.json:9:11: period.to: Skriv datoen som ÅÅÅÅ-MM-DD, fx 2024-01-31',
      // A JSON syntax error, at the token after the missing comma.
      expect.stringMatching(/^content\/kpis\/glemt-komma\.json:4:3: \(filen\): Filen kan ikke læses – tjek formatet \(.*position 42/),
      // Unknown enum value (the issue's own example).
      'content/cases/ai-byggesag.mdx:5:9: status: Status skal være drift, pilot eller idé',
      // Missing field: the frontmatter's first line, where it belongs.
      'content/cases/auto-prioritering.mdx:2:1: department: Ugyldigt input: forventede streng, fik undefined',
      // Wrong type in YAML.
      'content/cases/chatbot-pladsanvisning.mdx:10:14: impactValue: Skriv effekten som et tal, fx 35',
      // Unknown related slug: the list item itself.
      'content/cases/digitalisering-borgerservice.mdx:15:5: kpis.1: KPI\'en "selvbetjening-online" findes ikke i content/kpis',
      // Frontmatter that is never closed.
      'content/playbooks/ai-i-aeldreplejen.mdx:1:1: (filen): Felterne øverst er ikke lukket – tilføj en linje med --- efter det sidste felt',
    ]);
  });

  it('reads Windows line endings (CRLF) the same way', () => {
    const root = broken();
    const file = path.join(root, 'cases/ai-byggesag.mdx');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('status: pilot', 'status: afprøvning').replace(/\n/g, '\r\n'));
    expect(lines(root)).toEqual(['content/cases/ai-byggesag.mdx:5:9: status: Status skal være drift, pilot eller idé']);
  });

  it('leaves line and column out only for a file that does not exist', () => {
    const root = broken();
    fs.rmSync(path.join(root, 'pages/privatliv.mdx'));
    const issue = checkContent(root).find((i) => i.file === 'content/pages/privatliv.mdx');
    expect(issue).toMatchObject({ field: '(filen)' });
    expect(issue?.line).toBeUndefined();
    expect(formatIssue(issue!)).toBe('content/pages/privatliv.mdx: (filen): Filen mangler – siden bruger den');
    expect(githubAnnotation(issue!)).toBe('::error file=content/pages/privatliv.mdx,title=Indholdstjek%3A (filen)::(filen): Filen mangler – siden bruger den');
  });

  it('writes GitHub annotations with escaped properties and message', () => {
    const annotation = githubAnnotation({ file: 'content/cases/a,b.mdx', line: 5, column: 9, field: 'status', message: '100% forkert\nlinje 2\r' });
    expect(annotation).toBe('::error file=content/cases/a%2Cb.mdx,line=5,col=9,title=Indholdstjek%3A status::status: 100%25 forkert%0Alinje 2%0D');
  });

  it('names wrong icons, missing and misspelt fields, too few cards and a missing summary', () => {
    const found = lines(broken('bad-shapes'));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/policy-areas\/okonomi-styring\.mdx:3:7: icon: "sparegris" er ikke et kendt ikon\. Vælg et af: .*piggy-bank/),
        'content/policy-areas/okonomi-styring.mdx:2:1: tagline: Tagline mangler',
        'content/policy-areas/okonomi-styring.mdx:11:3: highlights: Der skal være mindst 3 kort',
        'content/policy-areas/okonomi-styring.mdx:5:1: (filen): Ukendt nøgle: "tagLine"',
        'content/policies/mere-tid-til-naervaer.mdx:2:1: summary: Resumé mangler',
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
    expect(lines(root)).toEqual(expect.arrayContaining([expect.stringMatching(/^content\/themes\/ansvarlig-ai\.mdx:3:1: \(filen\): Filen kan ikke læses/)]));
  });

  it('npm run content:check prints the lines and exits 1 on broken content, 0 on the real content', () => {
    const run = (root: string, ...args: string[]) =>
      spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/content/check.ts', root, ...args], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
    const bad = run(broken('bad-dates'));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('content/policies/ansvarlig-ai-i-sagsbehandlingen.mdx:5:15: last_updated: skal være en dato skrevet som ÅÅÅÅ-MM-DD');
    expect(bad.stderr).not.toMatch(/\n\s+at /);
    const good = run(realContent);
    expect(good.status).toBe(0);
    const github = run(broken('bad-dates'), '--format', 'github');
    expect(github.status).toBe(1);
    expect(github.stdout.trim().split('\n')).toEqual([
      '::error file=content/policies/ansvarlig-ai-i-sagsbehandlingen.mdx,line=5,col=15,title=Indholdstjek%3A last_updated::last_updated: skal være en dato skrevet som ÅÅÅÅ-MM-DD, fx 2025-03-14',
      '::error file=content/policies/digital-borgerservice-for-alle.mdx,line=5,col=15,title=Indholdstjek%3A last_updated::last_updated: "2025-02-30" er ikke en rigtig dato – skriv den som ÅÅÅÅ-MM-DD, fx 2025-03-14',
    ]);
    const unknownFormat = run(realContent, '--format', 'xml');
    expect(unknownFormat.status).toBe(2);
    expect(unknownFormat.stderr).toContain('Ukendt --format "xml"');
  });
});
