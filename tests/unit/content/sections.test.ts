import fs from 'node:fs';
import path from 'node:path';
import { checkContent } from '@/lib/content/check';
import { formatIssue } from '@/lib/content/issues';
import { getAiGovernance, getVisionSections } from '@/lib/content/sections';
import { contentWith, removeRoot } from './broken-content';

const roots: string[] = [];
afterAll(() => roots.forEach(removeRoot));

function contentWithSection(name: string, // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits JSON of any shape
  edit: (data: any) => void) {
  const root = contentWith();
  roots.push(root);
  const file = path.join(root, 'sections', `${name}.json`);
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(data);
  fs.writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
  return root;
}

describe('content/sections', () => {
  it('holds the copy /vision and /ai showed when it lived in components', () => {
    const vision = getVisionSections();
    expect(vision.examples.caseSlugs).toEqual([
      'digitalisering-borgerservice',
      'auto-prioritering',
      'ai-byggesag',
    ]);
    expect(vision.principles.items.map((p) => p.title)).toEqual([
      'Mennesket først',
      'Etisk og ansvarlig AI',
      'Tværfaglig innovation',
      'Effektiv drift',
    ]);
    // Spec §9: the competence tracks and the three template downloads.
    const governance = getAiGovernance();
    expect(governance.competenceTracks.tracks.map((t) => t.hours)).toEqual([4, 8, 16, 24]);
    expect(governance.templates.downloads.map((d) => d.href)).toEqual([
      '/docs/dpia-template.pdf',
      '/docs/ai-risk-assessment.xlsx',
      '/docs/ai-ethics-checklist.pdf',
    ]);
  });

  it('names the line of an empty heading and of a key the page does not know', () => {
    const root = contentWithSection('vision', (v) => {
      v.roadmap.heading = ' ';
      v.quote.author = 'Ukendt felt';
    });
    expect(checkContent(root).map(formatIssue)).toEqual([
      expect.stringMatching(
        /^content\/sections\/vision\.json:\d+:\d+: roadmap\.heading: Overskrift må ikke være tom$/,
      ),
      expect.stringMatching(/^content\/sections\/vision\.json:\d+:\d+: quote: .*author/),
    ]);
  });

  it('names the line of a practice example that is not a case', () => {
    const root = contentWithSection('vision', (v) => {
      v.examples.caseSlugs[1] = 'findes-ikke';
    });
    expect(checkContent(root).map(formatIssue)).toEqual([
      expect.stringMatching(
        /^content\/sections\/vision\.json:\d+:\d+: examples\.caseSlugs\.1: Der findes ingen case med navnet "findes-ikke" i content\/cases$/,
      ),
    ]);
  });

  it('refuses a governance download outside public/docs', () => {
    const root = contentWithSection('ai-governance', (g) => {
      g.templates.downloads[0].href = 'https://example.com/x.pdf';
    });
    expect(checkContent(root).map(formatIssue)).toEqual([
      expect.stringMatching(
        /^content\/sections\/ai-governance\.json:\d+:\d+: templates\.downloads\.0\.href: Skal være en fil i public\/docs/,
      ),
    ]);
  });
});
