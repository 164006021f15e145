import { expect, test } from './shared-page';
import { expectNoAxeViolations, viewports } from './axe';

test.describe('/kandidater', () => {
  test('shows the hero and a card per candidate with badge, teaser, priorities and contact links', async ({
    sharedPage: page,
  }) => {
    await page.goto('/kandidater');
    await expect(page).toHaveTitle(/^Mød vores kandidater – /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vores Kandidater');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(2);

    const mette = cards.filter({ hasText: 'Mette Lund Hansen' });
    await expect(mette.getByText('Spidskandidat', { exact: true })).toBeVisible();
    await expect(mette.locator('p.line-clamp-3')).toHaveText(/^Mette er 46 år/);
    await expect(mette.getByText('Prioriteter:')).toBeVisible();
    await expect(mette.locator('ul.list-disc li')).toHaveCount(2);
    const photo = mette.getByRole('img', { name: /Mette Lund Hansen/ });
    await expect(photo).toHaveAttribute('loading', 'lazy');
    const box = await photo.boundingBox();
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(2);

    const facebook = mette.getByRole('link', {
      name: 'Mette Lund Hansen på Facebook (åbner i nyt vindue)',
    });
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(
      mette.getByRole('link', { name: 'Send en email til Mette Lund Hansen' }),
    ).toHaveAttribute('href', /^mailto:/);
    await expect(mette.getByRole('link', { name: 'Ring til Mette Lund Hansen' })).toHaveAttribute(
      'href',
      'tel:+4570000001',
    );
    await expect(
      mette.getByRole('link', { name: 'Læs Mere om Mette Lund Hansen' }),
    ).toHaveAttribute('href', '/kandidater/mette-lund-hansen');
    await expect(
      mette.getByRole('link', { name: 'Mette Lund Hansen', exact: true }),
    ).toHaveAttribute('href', '/kandidater/mette-lund-hansen');

    const jonas = cards.filter({ hasText: 'Jonas Ravn' });
    await expect(jonas.getByText('Skolelærer og IT-vejleder', { exact: true })).toBeVisible();
    await expect(jonas.getByRole('link', { name: /Ring til/ })).toHaveCount(0);
  });

  test('the grid has 1, 2 and 3 columns at small, medium and large widths', async ({
    sharedPage: page,
  }) => {
    for (const [width, columns] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/kandidater');
      const template = await page
        .locator('main ul.grid')
        .first()
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns);
      expect(template.split(' ')).toHaveLength(columns);
    }
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations at ${name}`, async ({ sharedPage: page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/kandidater');
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('/kandidater/[slug]', () => {
  test('shows portrait, badge, name, bio, numbered priorities, contact card and Person JSON-LD', async ({
    sharedPage: page,
  }) => {
    await page.goto('/kandidater/mette-lund-hansen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mette Lund Hansen');
    await expect(page.locator('main header').getByText('Spidskandidat')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Om Mette' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Politiske Prioriteter' })).toBeVisible();
    await expect(page.locator('main ol > li')).toHaveCount(3);
    await expect(page.locator('main ol > li').first()).toContainText('1');
    await expect(page.getByRole('heading', { name: 'Kontakt Mette' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'mette@fremtidslisten-lyngbaek.example' }),
    ).toHaveAttribute('href', 'mailto:mette@fremtidslisten-lyngbaek.example');
    await expect(page.getByRole('link', { name: 'Se alle kandidater' })).toHaveAttribute(
      'href',
      '/kandidater',
    );

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    // A ProfilePage (Google's rich result for a person's page) whose mainEntity is the candidate.
    const person = jsonLd
      .map((t) => JSON.parse(t))
      .find((d) => d['@type'] === 'ProfilePage')?.mainEntity;
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Mette Lund Hansen',
      jobTitle: 'Projektleder i digital velfærd',
    });
    expect(person.image).toMatch(/\/billeder\/kandidater\/mette-lund-hansen\/portrait\.png$/);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /\/kandidater\/mette-lund-hansen\/opengraph-image/,
    );
  });

  test('an unknown slug shows "Kandidat ikke fundet" with a link to /kandidater and HTTP 404', async ({
    sharedPage: page,
  }) => {
    const response = await page.goto('/kandidater/findes-ikke');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Kandidat ikke fundet' })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="/kandidater"]')).toHaveCount(1);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations at ${name}`, async ({ sharedPage: page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/kandidater/jonas-ravn');
      await expectNoAxeViolations(page);
    });
  }
});
