import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCases, getCaseBySlug, getCases, statusLabel } from '@/lib/content/cases';

describe('cases collection', () => {
  it('loads the six cases in their fixed order, including the three the vision page picks', () => {
    const cases = getCases();
    expect(cases).toHaveLength(6);
    expect(cases.map((c) => c.order)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const slug of ['digitalisering-borgerservice', 'auto-prioritering', 'ai-byggesag']) {
      expect(getCaseBySlug(slug)?.slug).toBe(slug);
    }
    expect(getCaseBySlug('findes-ikke')).toBeUndefined();
  });

  it('labels known statuses and shows unknown ones as-is', () => {
    expect(statusLabel('drift')).toBe('I Drift');
    expect(statusLabel('pilot')).toBe('Pilot');
    expect(statusLabel('idé')).toBe('Idéfase');
    expect(statusLabel('arkiveret')).toBe('arkiveret');
    expect(statusLabel('constructor')).toBe('constructor');
  });

  it('reports an unknown status, a bad attachment URL and a missing KPI key with file and field', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cases-'));
    fs.mkdirSync(path.join(root, 'cases'));
    fs.writeFileSync(
      path.join(root, 'cases', 'test-case.mdx'),
      [
        '---',
        'order: 1',
        'title: Prøvecase',
        'department: IT',
        'status: lukket',
        'problem: Et problem der er langt nok',
        'solution: En løsning der er langt nok',
        'impactValue: 10',
        'impactUnit: "%"',
        'hoursSavedPerMonth: 20',
        'kpis: [ukendt-kpi]',
        'attachments:',
        '  - name: Fil',
        '    url: "javascript:alert(1)"',
        '---',
        'Før og efter',
      ].join('\n'),
    );
    const issues = checkCases(root, new Set(['tid-sparet']));
    const fields = issues.map((i) => `${i.file}: ${i.field}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'content/cases/test-case.mdx: status',
        'content/cases/test-case.mdx: attachments.0.url',
      ]),
    );
    expect(issues.find((i) => i.field === 'status')?.message).toBe(
      'Status skal være drift, pilot eller idé',
    );
    // The frontmatter failed, so the KPI reference is checked once the file is fixed.
    fs.writeFileSync(
      path.join(root, 'cases', 'test-case.mdx'),
      fs
        .readFileSync(path.join(root, 'cases', 'test-case.mdx'), 'utf8')
        .replace('status: lukket', 'status: pilot')
        .replace('javascript:alert(1)', '/docs/fil.pdf'),
    );
    expect(checkCases(root, new Set(['tid-sparet']))).toEqual([
      {
        file: 'content/cases/test-case.mdx',
        field: 'kpis.0',
        message: 'KPI\'en "ukendt-kpi" findes ikke i content/kpis',
      },
    ]);
  });
});

describe('case images (uploaded in the editor to public/billeder/cases/<case>/)', () => {
  const root = () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'case-img-'));
    fs.cpSync(path.join(process.cwd(), 'content/cases'), path.join(base, 'content/cases'), {
      recursive: true,
    });
    fs.mkdirSync(path.join(base, 'public/billeder/cases/ai-byggesag'), { recursive: true });
    fs.copyFileSync(
      path.join(process.cwd(), 'public/billeder/cases/ai-byggesag/image.svg'),
      path.join(base, 'public/billeder/cases/ai-byggesag/image.svg'),
    );
    return path.join(base, 'content');
  };
  const edit = (dir: string, change: (text: string) => string) => {
    const file = path.join(dir, 'cases/ai-byggesag.mdx');
    fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
  };
  const problems = (dir: string) => checkCases(dir).map((i) => `${i.field}: ${i.message}`);

  it('accepts the sample case with its image and text, checked against the public/ beside the content', () => {
    expect(getCaseBySlug('ai-byggesag')?.image).toBe('/billeder/cases/ai-byggesag/image.svg');
    expect(problems(root())).toEqual([]);
  });

  it.each([
    [
      'a missing file',
      (t: string) => t.replace('image.svg', 'foto.png'),
      'image: Billedet public/billeder/cases/ai-byggesag/foto.png findes ikke',
    ],
    [
      'an image without its text',
      (t: string) => t.replace(/^imageAlt: .*\n/m, ''),
      'image: Skriv i "imageAlt", hvad billedet viser (til skærmlæsere)',
    ],
    [
      'a text without an image',
      (t: string) => t.replace(/^image: .*\n/m, ''),
      'imageAlt: Der er ingen billede at beskrive – fjern "imageAlt" eller tilføj "image"',
    ],
    [
      'a path outside public/billeder/cases',
      (t: string) => t.replace('/billeder/cases/ai-byggesag/image.svg', '/logo.svg'),
      'image: Skal være et billede i public/billeder/cases/, fx /billeder/cases/navn/billede.jpg (png, jpg, webp eller svg)',
    ],
  ])('reports %s', (_, change, expected) => {
    const dir = root();
    edit(dir, change);
    expect(problems(dir)).toContain(expected);
  });
});
