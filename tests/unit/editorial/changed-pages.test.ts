import sitemap from '@/app/sitemap';
import {
  changedPages,
  changedPagesMarkdown,
  type ChangedFile,
} from '@/lib/editorial/changed-pages';
import { parseNameStatus } from '@/lib/editorial/git-changes';
import { readSiteIndex } from '@/lib/editorial/site-index';
import { absoluteUrl } from '@/lib/seo';
import { realContent } from '../content/broken-content';

const site = readSiteIndex(realContent);
const modified = (path: string): ChangedFile => ({ path, status: 'modified' });
const routes = (...files: ChangedFile[]) => changedPages(files, site).pages.map((p) => p.route);

describe('changedPages: which pages a changed file touches', () => {
  it('site.json: every page of the site, including the embed widget', () => {
    expect(routes(modified('content/site.json'))).toEqual(site.routes);
    expect(site.routes).toEqual(
      expect.arrayContaining(['/', '/kontakt', '/privatliv', '/embed', '/kandidater/jonas-ravn']),
    );
  });

  it('lists the same pages as the sitemap, in its order (plus /embed)', () => {
    expect(sitemap().map((entry) => entry.url)).toEqual(
      site.routes.filter((r) => r !== '/embed').map(absoluteUrl),
    );
  });

  it('policy area: its page, the home carousel, /politik and the areas whose related list names it', () => {
    expect(routes(modified('content/policy-areas/digitalisering.mdx'))).toEqual([
      '/',
      '/politik',
      '/politik/digitalisering',
      '/politik/okonomi-styring',
      '/en',
    ]);
  });

  it('theme: its page, /politik, and the areas and themes that link it', () => {
    expect(routes(modified('content/themes/ansvarlig-ai.mdx'))).toEqual([
      '/politik',
      '/politik/skole-uddannelse',
      '/politik/digitalisering',
      '/politik/erhverv-ivaerksaetteri',
      '/politik/aabne-data',
      '/politik/ansvarlig-ai',
      '/politik/digital-inklusion',
      '/politik/tid-til-naervaer',
    ]);
  });

  it('policy: its page, /politik and the policies of the same category that list it as related', () => {
    expect(routes(modified('content/policies/ansvarlig-ai-i-sagsbehandlingen.mdx'))).toEqual([
      '/politik',
      '/politik/digitalisering-og-ai/ansvarlig-ai-i-sagsbehandlingen',
      '/politik/digitalisering-og-ai/digital-borgerservice-for-alle',
    ]);
  });

  it('pages: politik.mdx is /politik, privatliv.mdx is /privatliv', () => {
    expect(routes(modified('content/pages/politik.mdx'))).toEqual(['/politik']);
    expect(routes(modified('content/pages/privatliv.mdx'))).toEqual(['/privatliv']);
  });

  it('sections: home.json is /, vision.json is /vision, ai-governance.json is /ai', () => {
    expect(routes(modified('content/sections/home.json'))).toEqual(['/']);
    expect(routes(modified('content/sections/vision.json'))).toEqual(['/vision']);
    expect(routes(modified('content/sections/ai-governance.json'))).toEqual(['/ai']);
  });

  it('case on /vision and in the widget: its page, /cases, /vision and /embed; /ai only when one is added or removed', () => {
    expect(routes(modified('content/cases/ai-byggesag.mdx'))).toEqual([
      '/vision',
      '/cases',
      '/cases/ai-byggesag',
      '/embed',
    ]);
    expect(routes({ path: 'content/cases/ai-byggesag.mdx', status: 'added' })).toEqual([
      '/vision',
      '/ai',
      '/cases',
      '/cases/ai-byggesag',
      '/embed',
    ]);
  });

  it("case not on /vision and past the widget's six: its page and /cases only", () => {
    const seventh = {
      ...site,
      embedCaseSlugs: site.embedCaseSlugs.filter((slug) => slug !== 'chatbot-pladsanvisning'),
    };
    expect(
      changedPages([modified('content/cases/chatbot-pladsanvisning.mdx')], seventh).pages.map(
        (p) => p.route,
      ),
    ).toEqual(['/cases', '/cases/chatbot-pladsanvisning']);
  });

  it('deleted case: its address is marked as gone', () => {
    const { pages } = changedPages(
      [{ path: 'content/cases/gammel-case.mdx', status: 'deleted' }],
      site,
    );
    expect(pages).toEqual([
      { route: '/ai', files: ['content/cases/gammel-case.mdx'], gone: false },
      { route: '/cases', files: ['content/cases/gammel-case.mdx'], gone: false },
      { route: '/embed', files: ['content/cases/gammel-case.mdx'], gone: false },
      { route: '/cases/gammel-case', files: ['content/cases/gammel-case.mdx'], gone: true },
    ]);
  });

  it('KPI: /kpi and every case that shows it', () => {
    expect(routes(modified('content/kpis/tid-sparet.json'))).toEqual([
      '/kpi',
      '/cases/digitalisering-borgerservice',
      '/cases/auto-prioritering',
      '/cases/ai-byggesag',
      '/cases/dokumentation-aeldrepleje',
    ]);
  });

  it('candidate, playbook and demo', () => {
    expect(routes(modified('content/candidates/jonas-ravn.mdx'))).toEqual([
      '/kandidater',
      '/kandidater/jonas-ravn',
      '/stem',
      '/en',
      '/en/vote',
    ]);
    expect(routes(modified('content/playbooks/ai-i-aeldreplejen.mdx'))).toEqual([
      '/ai',
      '/ai/playbooks/ai-i-aeldreplejen',
    ]);
    expect(routes(modified('content/demos/opsummering.md'))).toEqual(['/', '/ai']);
  });

  it('the election pages in Danish and English', () => {
    expect(routes(modified('content/pages/stem.mdx'))).toEqual(['/stem']);
    expect(routes(modified('content/en/vote.mdx'))).toEqual(['/en/vote']);
    expect(routes(modified('content/en/about.mdx'))).toEqual(['/en']);
  });

  it('files in public/: the pages of the content that names them; the logo in site.json means every page', () => {
    expect(routes(modified('public/billeder/kandidater/jonas-ravn/portrait.png'))).toEqual([
      '/kandidater',
      '/kandidater/jonas-ravn',
      '/stem',
      '/en',
      '/en/vote',
    ]);
    expect(routes(modified('public/docs/dpia-template.pdf'))).toEqual([
      '/ai',
      '/ai/playbooks/ai-i-sagsbehandling',
      '/ai/playbooks/ai-i-aeldreplejen',
    ]);
    expect(routes(modified('public/logo.svg'))).toEqual(site.routes);
  });

  it('newsletter: an archived one changes its web version and the archive; a deleted one is listed as gone', () => {
    const [letter] = site.routes.filter((r) => /^\/nyhedsbrev\/./.test(r));
    const slug = letter!.split('/').pop();
    expect(routes(modified(`content/nyhedsbreve/${slug}.mdx`))).toEqual([
      '/nyhedsbrev',
      `/nyhedsbrev/${slug}`,
    ]);
    const gone = changedPages(
      [{ path: 'content/nyhedsbreve/gammelt-brev.mdx', status: 'deleted' }],
      site,
    ).pages;
    expect(gone.map((p) => [p.route, p.gone])).toEqual([
      ['/nyhedsbrev', false],
      ['/nyhedsbrev/gammelt-brev', true],
    ]);
  });

  it('merges files that touch the same page; content without a page and unreferenced public files are listed apart; code is left out', () => {
    const result = changedPages(
      [
        modified('content/README.md'),
        modified('content/policies/_kladde.mdx'),
        modified('public/embed.js'),
        modified('lib/seo.ts'),
        modified('content/pages/politik.mdx'),
        modified('content/themes/groen-omstilling.mdx'),
      ],
      site,
    );
    expect(result.pages.find((p) => p.route === '/politik')?.files).toEqual([
      'content/pages/politik.mdx',
      'content/themes/groen-omstilling.mdx',
    ]);
    expect(result.withoutPage).toEqual([
      'content/README.md',
      'content/policies/_kladde.mdx',
      'public/embed.js',
    ]);
  });
});

describe('changedPagesMarkdown', () => {
  it('prints a list of links on the given base URL, encoding non-ASCII addresses', () => {
    const result = changedPages(
      [
        modified('content/policies/data-til-groen-omstilling.mdx'),
        { path: 'content/cases/gammel-case.mdx', status: 'deleted' },
        modified('content/README.md'),
      ],
      site,
    );
    expect(changedPagesMarkdown(result, 'https://preview.example/')).toBe(
      [
        '### Sider, der ændres (7)',
        '',
        '- [/politik](https://preview.example/politik) – `content/policies/data-til-groen-omstilling.mdx`',
        '- [/politik/klima-og-miljø/smart-energistyring-i-kommunens-bygninger](https://preview.example/politik/klima-og-milj%C3%B8/smart-energistyring-i-kommunens-bygninger) – `content/policies/data-til-groen-omstilling.mdx`',
        '- [/politik/klima-og-miljø/data-til-groen-omstilling](https://preview.example/politik/klima-og-milj%C3%B8/data-til-groen-omstilling) – `content/policies/data-til-groen-omstilling.mdx`',
        '- [/ai](https://preview.example/ai) – `content/cases/gammel-case.mdx`',
        '- [/cases](https://preview.example/cases) – `content/cases/gammel-case.mdx`',
        '- [/embed](https://preview.example/embed) – `content/cases/gammel-case.mdx`',
        '- `/cases/gammel-case` (findes ikke længere) – `content/cases/gammel-case.mdx`',
        '',
        'Ændret uden at vise sig på en side: `content/README.md`',
        '',
      ].join('\n'),
    );
  });

  it('says so when nothing on the site changes', () => {
    expect(changedPagesMarkdown({ pages: [], withoutPage: [] }, 'https://x.example')).toBe(
      '### Sider, der ændres (0)\n\nIngen sider på sitet ændres af filerne i denne ændring.\n',
    );
  });
});

describe('parseNameStatus', () => {
  it('reads added, deleted and every other status as modified', () => {
    expect(
      parseNameStatus(
        'A\tcontent/cases/ny.mdx\nD\tcontent/cases/gammel.mdx\nM\tcontent/site.json\nT\tpublic/logo.svg\n',
      ),
    ).toEqual([
      { path: 'content/cases/ny.mdx', status: 'added' },
      { path: 'content/cases/gammel.mdx', status: 'deleted' },
      { path: 'content/site.json', status: 'modified' },
      { path: 'public/logo.svg', status: 'modified' },
    ]);
  });
});
