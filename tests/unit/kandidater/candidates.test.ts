import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  bioFirstParagraph,
  bioTeaser,
  candidateBadge,
  checkCandidates,
  firstName,
  getCandidateBySlug,
  getCandidates,
  placeholderPortrait,
  portraitOf,
} from '@/lib/content/candidates';

describe('candidates collection', () => {
  it('has two candidates, one of them the lead with the badge Spidskandidat', () => {
    const candidates = getCandidates();
    expect(candidates).toHaveLength(2);
    expect(candidates.filter((c) => candidateBadge(c) === 'Spidskandidat')).toHaveLength(1);
    const jonas = getCandidateBySlug('jonas-ravn');
    expect(jonas && candidateBadge(jonas)).toBe('Skolelærer og IT-vejleder');
  });

  it('takes the teaser from the first line and the hero text from the first paragraph', () => {
    const mette = getCandidateBySlug('mette-lund-hansen');
    if (!mette) throw new Error('missing');
    expect(bioTeaser(mette)).toBe(
      'Mette er 46 år, bor i Lyngbæk med sin familie og har arbejdet med digitalisering af velfærd i over 15 år.',
    );
    expect(firstName(mette)).toBe('Mette');
    const twoLines = { ...mette, body: 'Første linje\nanden linje\n\nNyt afsnit' };
    expect(bioTeaser(twoLines)).toBe('Første linje');
    expect(bioFirstParagraph(twoLines)).toBe('Første linje anden linje');
  });

  it('falls back to the placeholder portrait when none is given', () => {
    const mette = getCandidateBySlug('mette-lund-hansen');
    if (!mette) throw new Error('missing');
    expect(portraitOf(mette)).toBe('/billeder/kandidater/mette-lund-hansen/portrait.png');
    expect(portraitOf({ ...mette, portrait: undefined })).toBe(placeholderPortrait);
  });

  it('reports two leads, a missing portrait file and a bad website', () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'cand-'));
    const root = path.join(base, 'content');
    fs.mkdirSync(path.join(root, 'candidates'), { recursive: true });
    const file = (name: string, extra: string) =>
      fs.writeFileSync(
        path.join(root, 'candidates', `${name}.mdx`),
        `---\norder: ${name.length}\nname: Test ${name}\ntitle: Kandidat\nlead: true\n${extra}---\nBio.\n`,
      );
    file('anna', 'portrait: /billeder/kandidater/anna/portrait.png\n');
    file('bo-bo', 'links:\n  website: "javascript:alert(1)"\n');
    const issues = checkCandidates(root).map((i) => `${i.file}: ${i.field}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'content/candidates/anna.mdx: portrait',
        'content/candidates/bo-bo.mdx: links.website',
      ]),
    );
    fs.writeFileSync(
      path.join(root, 'candidates', 'bo-bo.mdx'),
      '---\norder: 5\nname: Bo\ntitle: Kandidat\nlead: true\n---\nBio.\n',
    );
    expect(checkCandidates(root).map((i) => `${i.file}: ${i.field}`)).toContain(
      'content/candidates/bo-bo.mdx: lead',
    );
  });
});
