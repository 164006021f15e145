import { expect, test } from './shared-page';
import { expectNoAxeViolations, viewports } from './axe';

test.describe('/ai', () => {
  test('shows the playbook grid, governance cards, competence tracks and real template files', async ({
    sharedPage: page,
    request,
  }) => {
    await page.goto('/ai');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const playbooks = page.getByRole('region', { name: 'AI Playbooks' });
    await expect(
      playbooks
        .getByRole('link', { name: /./ })
        .filter({ hasText: /Sagsbehandling|sagsbehandlingen/ })
        .first(),
    ).toHaveAttribute('href', '/ai/playbooks/ai-i-sagsbehandling');
    await expect(playbooks.locator('a[href^="/ai/playbooks/"]')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Se alle cases' })).toHaveAttribute(
      'href',
      '/cases',
    );

    const governance = page.getByRole('region', { name: /Ansvarlig AI/ });
    for (const title of [
      'Datasikkerhed',
      'DPIA og Compliance',
      'Skabeloner',
      'Uddannelse',
      'Kompetencespor',
      'Spørgsmål?',
    ]) {
      await expect(governance.getByRole('heading', { name: title })).toBeVisible();
    }
    for (const [level, hours] of [
      ['Begynder', 4],
      ['Øvet', 8],
      ['Avanceret', 16],
      ['Ekspert', 24],
    ] as const) {
      await expect(
        governance.getByRole('listitem').filter({ hasText: level }).last(),
      ).toContainText(`${hours} timer`);
    }
    await expect(governance.getByRole('link', { name: 'Kontakt os' })).toHaveAttribute(
      'href',
      '/kontakt',
    );

    const expected = {
      '/docs/dpia-template.pdf': '%PDF-',
      '/docs/ai-ethics-checklist.pdf': '%PDF-',
      '/docs/ai-risk-assessment.xlsx': 'PK',
    };
    for (const [href, magic] of Object.entries(expected)) {
      await expect(governance.locator(`a[href="${href}"]`)).toHaveCount(1);
      const file = await request.get(href);
      expect(file.status()).toBe(200);
      expect((await file.body()).subarray(0, magic.length).toString('latin1')).toBe(magic);
    }
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations at ${name}`, async ({ sharedPage: page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/ai');
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('/ai/playbooks/[slug]', () => {
  test('shows domain, title, all cards, and template downloads that only toast', async ({
    page,
  }) => {
    await page.goto('/ai/playbooks/ai-i-aeldreplejen');
    await expect(page.getByText('Ældre & Omsorg', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Mindre dokumentation og mere nærvær i ældreplejen',
    );
    for (const heading of [
      'Formål',
      'Involverede Roller',
      'Trin-for-trin Implementering',
      'Risici og Modtræk',
      'DPIA',
      'Skabeloner',
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Databeskyttelsesrådgiver (DPO)' }).first(),
    ).toBeVisible();

    const requests: string[] = [];
    // Next's viewport prefetches of other links (RSC payloads and their JS chunks) are not downloads.
    page.on(
      'request',
      (r) => r.headers()['rsc'] || r.url().includes('/_next/static/') || requests.push(r.url()),
    );
    await page.getByRole('button', { name: 'Download DPIA-skabelon' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Download startet' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(requests, requests.join('\n')).toEqual([]);

    await expect(
      page.getByRole('link', { name: 'Tilbage til AI Innovation' }).last(),
    ).toHaveAttribute('href', '/ai');
    await expect(page.getByRole('main').getByRole('link', { name: 'Kontakt os' })).toHaveAttribute(
      'href',
      '/kontakt',
    );
  });

  test('an unknown slug shows "Playbook ikke fundet" with a link to /ai and HTTP 404', async ({
    sharedPage: page,
  }) => {
    const response = await page.goto('/ai/playbooks/findes-ikke');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Playbook ikke fundet' })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="/ai"]')).toHaveCount(1);
  });

  test('uses its generated OG image', async ({ sharedPage: page }) => {
    await page.goto('/ai/playbooks/ai-i-sagsbehandling');
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /\/ai\/playbooks\/ai-i-sagsbehandling\/opengraph-image/,
    );
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations at ${name}`, async ({ sharedPage: page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/ai/playbooks/ai-i-sagsbehandling');
      await expectNoAxeViolations(page);
    });
  }
});
