// Kampagnerummet → Valgaften (issue 46): after the rehearsal night and three bad files went through the cron, the page
// lists the broken, the foreign and the older file with their reasons; the banner switch puts the night on /.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { root } from '../base.config';
import { publishUpTo, recordedFiles } from '../../../lib/valgaften/replay';
import { expectNoAxeViolations, viewports } from '../site/axe';
import { cronSecret, roomValgSource } from './playwright.config';
import { roomSmtpSink, signIn } from './room-mail';

test.describe.configure({ mode: 'serial' });
const sink = roomSmtpSink();

const NIGHT = path.join(root, 'data/valgaften/rehearsal-lyngbaek');
const SOURCE = path.join(root, roomValgSource);
const results = path.join(SOURCE, 'valgresultater');
const area = (stamp: string) =>
  `valgresultater-Kommunalvalg-Lyngbæk_Kommune-Bakkehuse-${stamp}.json`;

test('refused files are listed with their reason, and the banner switch reaches /', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const runCron = async () =>
    expect(
      (
        await page.request.get('/api/cron/valgaften', {
          headers: { authorization: `Bearer ${cronSecret}` },
        })
      ).status(),
    ).toBe(200);
  await publishUpTo(NIGHT, SOURCE, await recordedFiles(NIGHT), new Date('2030-01-01T00:00:00Z'));
  await mkdir(results, { recursive: true });
  // A file cut off in the middle, and another municipality's real file (Aabenraa, from the Folketingsvalg 2026 sample).
  await writeFile(
    path.join(results, area('211120291500')),
    '{"Valgart":"Kommunalvalg","Kommunekode":999,',
  );
  const foreign = 'valgresultater-Folketingsvalg-Aabenraa_Kommune-Aabenraa_Midt-240320262041.json';
  await copyFile(
    path.join(root, 'tests/fixtures/valg/valgresultater', foreign),
    path.join(results, foreign),
  );
  await runCron();
  // Late: the night's foreløbig count of an area whose fintælling is already stored, under a new name.
  const night = await readFile(path.join(NIGHT, 'valgresultater', area('201120292045')));
  await writeFile(path.join(results, area('211120291600')), night);
  await runCron();

  await signIn(page, sink);
  await page.goto('/kampagne/valgaften');
  await expect(page.getByRole('heading', { name: 'Valgaften', level: 1 })).toBeVisible();
  const refused = page.getByRole('region', { name: /Afviste filer \(3\)/ });
  await expect(refused.getByRole('row', { name: /211120291500.*Ødelagt/ })).toBeVisible();
  await expect(
    refused.getByRole('row', { name: /Aabenraa.*Anden kommune.*\(580\), ikke 999/ }),
  ).toBeVisible();
  await expect(refused.getByRole('row', { name: /211120291600.*Ældre version/ })).toBeVisible();
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }

  // The banner is off: / shows no link to the night. Switched on, it does.
  await page.goto('/');
  await expect(page.locator('[data-election-banner]')).not.toContainText('Valgaften');
  await page.goto('/kampagne/valgaften');
  await page.getByRole('button', { name: 'Slå banneret til' }).click();
  await expect(page.getByRole('status')).toContainText('Banneret på forsiden er slået til');
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Valgaften: følg resultaterne/ })).toBeVisible({
    timeout: 10_000,
  });
  await page.getByRole('link', { name: /Valgaften: følg resultaterne/ }).click();
  await expect(page).toHaveURL(/\/valgaften$/);
  await expect(page.locator('main')).toContainText('8 af 8 afstemningsområder optalt');
  await expect(page.locator('main')).toContainText('Den officielle mandatfordeling.');
});
