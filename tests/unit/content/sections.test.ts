import fs from 'node:fs';
import path from 'node:path';
import { checkContent } from '@/lib/content/check';
import { formatIssue } from '@/lib/content/issues';
import { getAiGovernance, getHomeSections, getVisionSections } from '@/lib/content/sections';
import { fillSiteTokens } from '@/lib/content/site-tokens';
import { site } from '@/lib/site';
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

  it('holds the home page copy that lived in app/(site)/page.tsx and components/home, tokens filled from site.json', () => {
    const { hero, disclaimer, impact } = getHomeSections();
    expect(fillSiteTokens(hero.eyebrow)).toBe(`Kommunalvalg · ${site.municipality}`);
    expect(fillSiteTokens(hero.title)).toBe(`Vi vil gøre ${site.municipality} til en førende digitaliseringskommune`);
    // The lead was site.description; the same words now live in the home page's own copy.
    expect(fillSiteTokens(hero.lead)).toBe(site.description);
    expect(disclaimer.title).toBe('Fiktive AI-eksempler');
    expect(fillSiteTokens(disclaimer.text)).toContain(`i en kommune som ${site.municipality}, men`);
    expect(impact.items.map((i) => [i.icon, i.value])).toEqual([
      ['clock', '45 %'],
      ['leaf', '18 %'],
      ['workflow', '35 %'],
      ['siren', '60 %'],
      ['timer', '50 %'],
      ['zap', '25 %'],
    ]);
  });

  it('names the line of an impact card with an unknown icon and an empty home title', () => {
    const root = contentWithSection('home', (h) => {
      h.impact.items[2].icon = 'rocket';
      h.hero.title = '';
    });
    expect(checkContent(root).map(formatIssue)).toEqual([
      expect.stringMatching(/^content\/sections\/home\.json:\d+:\d+: hero\.title: Overskrift må ikke være tom$/),
      expect.stringMatching(/^content\/sections\/home\.json:\d+:\d+: impact\.items\.2\.icon: "rocket" er ikke et kendt ikon\. Vælg et af: clock, leaf/),
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
