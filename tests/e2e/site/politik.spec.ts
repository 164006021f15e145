import { expect, test } from './shared-page';
import { expectNoAxeViolations, viewports } from './axe';

const areas: [string, string][] = [
  ['boern-dagtilbud', 'Børn & Dagtilbud'],
  ['skole-uddannelse', 'Skole & Uddannelse'],
  ['aeldre-velfaerd', 'Ældre & Velfærd'],
  ['klima-miljo-energi', 'Klima, Miljø & Energi'],
  ['foreningsliv-faellesskab-fritid', 'Foreningsliv, Fællesskab & Fritid'],
  ['digitalisering', 'Digitalisering & Fremtidens Kommune'],
  ['sundhed-trivsel', 'Sundhed & Trivsel'],
  ['erhverv-ivaerksaetteri', 'Erhverv, Iværksætteri & Arbejdsmarked'],
  ['bolig-byudvikling', 'Bolig & Byudvikling'],
  ['transport-infrastruktur', 'Transport & Infrastruktur'],
  ['tryghed-forebyggelse', 'Tryghed & Forebyggelse'],
  ['okonomi-styring', 'Økonomi & Ansvarlig Styring'],
];

const redirects: [string, string][] = [
  ['folkeskole-frihed-faglighed', 'skole-uddannelse'],
  ['boern-unge', 'boern-dagtilbud'],
  ['foreningsliv-fritid', 'foreningsliv-faellesskab-fritid'],
  ['kultur-oplevelser', 'foreningsliv-faellesskab-fritid'],
  ['foreningsliv', 'foreningsliv-faellesskab-fritid'],
  ['born-unge', 'boern-dagtilbud'],
  ['uddannelse-unge', 'skole-uddannelse'],
  ['aeldre-omsorg', 'aeldre-velfaerd'],
  ['klima-energi', 'klima-miljo-energi'],
  ['byudvikling-bolig', 'bolig-byudvikling'],
];

const policyUrl = '/politik/digitalisering-og-ai/ansvarlig-ai-i-sagsbehandlingen';

test.describe('/politik', () => {
  test('overview: intro, quote, 12 area cards and the promise', async ({ sharedPage: page }) => {
    await page.goto('/politik');
    await expect(page).toHaveTitle('Vores politik – Fremtidslisten Lyngbæk Kommune');
    await expect(page.getByRole('heading', { level: 1, name: 'Vores politik' })).toBeVisible();
    await expect(
      page.getByText(/Vi vil ikke digitalisere for at spare på mennesker/),
    ).toBeVisible();
    const grid = page.getByRole('region', { name: 'De 12 politikområder' }).getByRole('link');
    await expect(grid).toHaveCount(12);
    for (const [slug, title] of areas)
      await expect(grid.filter({ hasText: title })).toHaveAttribute('href', `/politik/${slug}`);
    await expect(page.getByRole('heading', { name: 'Vores løfte til dig' })).toBeVisible();
  });

  for (const [slug, title] of areas) {
    test(`area page ${slug}`, async ({ sharedPage: page }) => {
      const response = await page.goto(`/politik/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${title} – Fremtidslisten Lyngbæk Kommune`);
      const crumbs = page.getByRole('navigation', { name: 'Brødkrumme' });
      await expect(crumbs).toHaveText(`Hjem/Politik/${title}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Det arbejder vi for' })).toBeVisible();
      await expect(page.locator('figure blockquote')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Tilbage til oversigt' })).toHaveAttribute(
        'href',
        '/politik',
      );
      await expect(page.getByRole('heading', { name: 'Relaterede politikområder' })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: /^(Vil du vide mere\?|Har du spørgsmål\?)$/ }),
      ).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/politik/${slug}$`),
      );
    });
  }

  test('related links are written as in the spec and land on the right page', async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/politik/okonomi-styring');
    const related = page.getByRole('region', { name: 'Relaterede politikområder' });
    await expect(related.getByRole('link', { name: 'Klima, Miljø & Energi' })).toHaveAttribute(
      'href',
      '/politik/klima-energi',
    );
    await related.getByRole('link', { name: 'Klima, Miljø & Energi' }).click();
    await expect(page).toHaveURL(/\/politik\/klima-miljo-energi$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Klima, Miljø & Energi' }),
    ).toBeVisible();
  });

  test('the ten redirects are permanent and land on their page', async ({
    sharedPage: page,
    request,
  }) => {
    for (const [from, to] of redirects) {
      const response = await request.get(`/politik/${from}`, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(response.headers().location, from).toBe(`/politik/${to}`);
    }
    await page.goto('/politik/folkeskole-frihed-faglighed');
    await expect(page).toHaveURL(/\/politik\/skole-uddannelse$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Skole & Uddannelse' })).toBeVisible();
  });

  test('theme page: breadcrumb, icon, intro, cards, party quote, related themes and questions card', async ({
    sharedPage: page,
  }) => {
    await page.goto('/politik/ansvarlig-ai');
    await expect(page).toHaveTitle('Ansvarlig AI – Fremtidslisten Lyngbæk Kommune');
    await expect(page.getByRole('navigation', { name: 'Brødkrumme' })).toHaveText(
      'Hjem/Politik/Ansvarlig AI',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Ansvarlig AI' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mennesket træffer afgørelsen' })).toBeVisible();
    await expect(page.locator('figure figcaption')).toHaveText('— Fremtidslisten Lyngbæk Kommune');
    const related = page.getByRole('region', { name: 'Relaterede temaer' });
    await expect(
      related.getByRole('link', { name: 'Åbne data og gennemsigtighed' }),
    ).toHaveAttribute('href', '/politik/aabne-data');
    const questions = page.getByRole('region', { name: 'Har du spørgsmål?' });
    await expect(questions.getByRole('link', { name: 'Kontakt os' })).toHaveAttribute(
      'href',
      '/kontakt',
    );
  });

  test('unknown theme slug: Tema ikke fundet with a link to /politik (404)', async ({
    sharedPage: page,
  }) => {
    const response = await page.goto('/politik/findes-ikke');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Tema ikke fundet' })).toBeVisible();
    await page.getByRole('link', { name: 'Tilbage til politik' }).click();
    await expect(page).toHaveURL(/\/politik$/);
  });

  for (const path of [
    '/politik/digitalisering-og-ai/findes-ikke',
    '/politik/findes-ikke/heller-ikke',
    '/politik/klima-og-miljø/ansvarlig-ai-i-sagsbehandlingen',
  ]) {
    test(`unknown policy ${path}: Politik ikke fundet (404)`, async ({ sharedPage: page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Politik ikke fundet' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Tilbage til politik' })).toHaveAttribute(
        'href',
        '/politik',
      );
    });
  }
});

test.describe('policy detail', () => {
  test('shows badge, title, summary, date, vision, municipality section, proposals and related policies', async ({
    sharedPage: page,
  }) => {
    await page.goto(policyUrl);
    await expect(page).toHaveTitle(
      'Ansvarlig AI i sagsbehandlingen – Fremtidslisten Lyngbæk Kommune',
    );
    await expect(page.getByRole('link', { name: 'Tilbage til politik' })).toHaveAttribute(
      'href',
      '/politik',
    );
    await expect(page.getByText('Digitalisering & AI', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ansvarlig AI i sagsbehandlingen' }),
    ).toBeVisible();
    await expect(page.getByText('Opdateret 14. marts 2025')).toBeVisible();
    const vision = page.getByRole('region', { name: 'Vores Vision' });
    await expect(vision.getByRole('heading', { level: 3, name: 'Vores principper' })).toBeVisible();
    await expect(vision.getByText('Borgerne får hurtigere svar')).toHaveCount(0);
    const impact = page.getByRole('region', { name: 'Hvad betyder det for Lyngbæk Kommune?' });
    await expect(impact.getByText(/Borgerne får hurtigere svar/)).toBeVisible();
    const proposals = page
      .getByRole('region', { name: 'Konkrete Forslag' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(proposals).toHaveCount(3);
    await expect(proposals.nth(0).getByText('Effekt Estimat')).toBeVisible();
    await expect(proposals.nth(0).getByText('Kilder')).toBeVisible();
    await expect(proposals.nth(0).getByText('Datatilsynet')).toBeVisible();
    await expect(proposals.nth(2).getByText('Kilder')).toHaveCount(0);
    const related = page.getByRole('region', { name: 'Relaterede Politikker' });
    await expect(related.getByRole('link')).toHaveCount(1);
    await expect(
      related.getByRole('link', { name: 'Digital borgerservice for alle' }),
    ).toHaveAttribute('href', '/politik/digitalisering-og-ai/digital-borgerservice-for-alle');
    await expect(page.getByRole('link', { name: 'Kontakt os' }).last()).toHaveAttribute(
      'href',
      '/kontakt',
    );
  });

  test('falls back to the summary without the section, and serves a category with æ/ø', async ({
    sharedPage: page,
  }) => {
    await page.goto('/politik/klima-og-miljø/data-til-groen-omstilling');
    const impact = page.getByRole('region', { name: 'Hvad betyder det for Lyngbæk Kommune?' });
    await expect(impact.getByText(/Et åbent klimaregnskab og bedre data om affald/)).toBeVisible();
    await page.getByRole('region', { name: 'Relaterede Politikker' }).getByRole('link').click();
    await expect(page).toHaveURL(/smart-energistyring-i-kommunens-bygninger$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Smart energistyring i kommunens bygninger' }),
    ).toBeVisible();
  });

  test('Del copies the address, toasts and reads Kopieret! for 2 seconds', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // The page's timers on Playwright's clock, held still: the button and the toast stay until the test moves it on.
    await page.clock.install();
    await page.goto(policyUrl);
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('button', { name: 'Del' }).click();
    await expect(page.getByRole('button', { name: 'Kopieret!' })).toBeVisible();
    await expect(page.getByText('Link kopieret til udklipsholder!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await page.clock.runFor(1_900);
    await expect(page.getByRole('button', { name: 'Kopieret!' })).toBeVisible();
    // And back to "Del" once the two seconds are over.
    await page.clock.runFor(200);
    await expect(page.getByRole('button', { name: 'Del' })).toBeVisible();
  });

  test('has an Open Graph image of its own and breadcrumb JSON-LD', async ({
    sharedPage: page,
    request,
  }) => {
    await page.goto(policyUrl);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(
      /\/politik\/digitalisering-og-ai\/ansvarlig-ai-i-sagsbehandlingen\/opengraph-image/,
    );
    const png = await request.get(new URL(image!).pathname + new URL(image!).search);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
  });
});

test('privacy page states every section and the retention rules', async ({ sharedPage: page }) => {
  await page.goto('/privatliv');
  await expect(page).toHaveTitle('Privatliv & Cookies – Fremtidslisten Lyngbæk Kommune');
  for (const heading of [
    'Vores tilgang til data',
    'Cookies og statistik',
    'Kontaktformular og nyhedsbrev',
    'Dine rettigheder',
    "AI-demoer, cases og KPI'er",
    'Eksterne links',
    'Kontakt',
  ]) {
    await expect(
      page.locator('main').getByRole('heading', { level: 2, name: heading, exact: true }),
    ).toBeVisible();
  }
  const main = page.locator('main');
  await expect(main).toContainText('kun teknisk nødvendige cookies');
  await expect(main).toContainText('Beskeder gemmes i 180 dage og slettes derefter automatisk.');
  await expect(main).toContainText('indtil du afmelder dig');
  await expect(main).toContainText('13 måneder');
  await expect(main).toContainText('senest efter 48 timer');
  await expect(main).toContainText('Do Not Track');
  await expect(main).toContainText('den gemmes ikke');
  await expect(main.getByRole('link', { name: '/nyhedsbrev/afmeld' })).toHaveAttribute(
    'href',
    '/nyhedsbrev/afmeld',
  );
  await expect(
    main.getByRole('link', { name: 'kontakt@fremtidslisten-lyngbaek.example' }).first(),
  ).toHaveAttribute('href', 'mailto:kontakt@fremtidslisten-lyngbaek.example');
});

test('the sitemap lists every politik page and /privatliv', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const [slug] of areas) expect(xml).toContain(`/politik/${slug}</loc>`);
  expect(xml).toContain('/politik/ansvarlig-ai</loc>');
  expect(xml).toContain('/politik/digitalisering-og-ai/ansvarlig-ai-i-sagsbehandlingen</loc>');
  expect(xml).toContain('/privatliv</loc>');
});

// One test per page and width: seven axe scans in one test outgrew its 30 s on a loaded 2-core machine.
for (const [name, size] of Object.entries(viewports)) {
  for (const path of [
    '/politik',
    '/politik/digitalisering',
    '/politik/ansvarlig-ai',
    policyUrl,
    '/privatliv',
    '/politik/findes-ikke',
    '/politik/a/b',
  ]) {
    test(`axe finds nothing on ${path} (${name})`, async ({ sharedPage: page }) => {
      await page.setViewportSize(size);
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
}
