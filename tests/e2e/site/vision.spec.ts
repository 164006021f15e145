import { expect, test } from './shared-page';
import { expectNoAxeViolations, viewports } from './axe';

test.describe('/vision', () => {
  test('has every section, three sourced fact cards and the three practice cases', async ({
    sharedPage: page,
  }) => {
    await page.goto('/vision');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Danmarks førende digitaliseringskommune',
    );
    for (const heading of [
      'Hvorfor digitalisering?',
      'AI i hverdagen',
      'Fire principper',
      'Hvad betyder det for dig som borger?',
      'Fire trin mod målet',
      'Eksempler fra praksis',
    ]) {
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    const facts = page.getByRole('region', { name: 'AI i hverdagen' }).getByRole('listitem');
    await expect(facts).toContainText(['48 %', '77 %', '78 %']);
    for (const link of await facts.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.locator('blockquote')).toBeVisible();

    const examples = page.getByRole('region', { name: 'Eksempler fra praksis' });
    await expect(examples.locator('a[href^="/cases/"]')).toHaveCount(3);
    for (const slug of ['digitalisering-borgerservice', 'auto-prioritering', 'ai-byggesag']) {
      await expect(examples.locator(`a[href="/cases/${slug}"]`)).toHaveCount(1);
    }
    await expect(examples.getByRole('listitem').first()).toContainText('45');
    await expect(examples.getByRole('listitem').first()).toContainText('% kortere ventetid');
    await expect(page.getByRole('link', { name: 'Se alle cases' })).toHaveAttribute(
      'href',
      '/cases',
    );
    await expect(page.getByRole('link', { name: 'Læs om AI Innovation' })).toHaveAttribute(
      'href',
      '/ai',
    );
  });

  test('lists every route of this area in the sitemap', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of [
      '/vision',
      '/ai',
      '/cases',
      '/kpi',
      '/kandidater',
      '/cases/ai-byggesag',
      '/ai/playbooks/ai-i-aeldreplejen',
      '/kandidater/jonas-ravn',
    ]) {
      expect(xml).toContain(`${path}</loc>`);
    }
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations at ${name}`, async ({ sharedPage: page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/vision');
      await expectNoAxeViolations(page);
    });
  }
});
