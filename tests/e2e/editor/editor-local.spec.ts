import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { categorySlug } from '@/lib/content/category-slug';
import { buildInto } from '../../../scripts/build/build-into.mjs';
import { stopOwnServer } from '../own-server';
import { changes, contentCheck, makePng, readJson, readMdx, snapshot } from './files';
import {
  builtDistDir,
  builtPort,
  editorOrigin,
  scratchContent,
  scratchDir,
  scratchPublic,
} from './paths';

// Issue 28's must-show: the editor in local mode on a copy of content/ and public/, with every host but the site's
// own refused. Each save must write exactly the files it should, leave the rest of the file as it was, and keep the
// content check green; a build of the edited copy then shows the new policy title. The scenarios build on each other.
base.describe.configure({ mode: 'serial' });

/** Hosts the browser tried to reach besides the editor's own, and what each was asked for. */
const refused = new Map<string, Set<string>>();
/** Addresses the editor's Content-Security-Policy stopped before any request left the browser. */
const blockedByPolicy = new Set<string>();

const test = base.extend({
  context: async ({ context }, provide) => {
    await context.route(
      (url) => url.origin !== editorOrigin,
      (route) => {
        const url = new URL(route.request().url());
        refused.set(url.host, (refused.get(url.host) ?? new Set()).add(url.href));
        return route.abort('blockedbyclient');
      },
    );
    await provide(context);
  },
  page: async ({ page }, provide) => {
    page.on('console', (message) => {
      const blocked =
        /violates the following Content Security Policy/.test(message.text()) &&
        /'(https?:\/\/[^']+)'/.exec(message.text());
      if (blocked) blockedByPolicy.add(blocked[1]!);
    });
    await provide(page);
  },
});

test.afterAll(() => {
  const lines = [...refused].map(([host, urls]) => `  ${host}: ${[...urls].join(', ')}`);
  console.log(
    `Refused hosts (${refused.size}):${lines.length ? `\n${lines.join('\n')}` : ' none'}`,
  );
  console.log(
    `Stopped by the editor's CSP (${blockedByPolicy.size}):${blockedByPolicy.size ? `\n  ${[...blockedByPolicy].join('\n  ')}` : ' none'}`,
  );
});

/** Screenshots for the volunteers' guide (docs/editor/), only when EDITOR_SCREENSHOTS=1. */
async function shoot(page: Page, name: string, show?: Locator) {
  if (process.env.EDITOR_SCREENSHOTS !== '1') return;
  await show?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // Next's dev-mode badge is no part of the editor.
  await page.addStyleTag({ content: 'nextjs-portal { display: none !important; }' });
  await page.screenshot({ path: path.join('docs/editor', name) });
}

/** Clicks the editor's save (or create) button and waits for Keystatic's local write (POST /api/keystatic/update). */
async function save(page: Page, button: RegExp) {
  const written = page.waitForResponse(
    (response) =>
      response.url() === `${editorOrigin}/api/keystatic/update` &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: button }).click();
  expect((await written).status()).toBe(200);
}

function expectContentCheckPasses() {
  const check = contentCheck(scratchContent);
  expect(check.output).toContain('Indholdet er i orden ✓');
  expect(check.status).toBe(0);
}

// Keystatic 0.6.9's da-DK strings: "Gemme" saves an entry, "skab" creates one; a singleton's button stays "Save".
const SAVE = /^(Gemme|Save)$/;
const CREATE = /^(skab|Create)$/;

const POLICY = 'mere-tid-til-naervaer';
const POLICY_FILE = `policies/${POLICY}.mdx`;
const NEW_POLICY_TITLE = 'Mere tid til nærvær – i pleje, skole og dagtilbud';
const NEW_PROPOSAL = {
  title: 'Et årligt tjek af skemaerne',
  body_md:
    'Hvert år vælger medarbejderne de tre skemaer, der giver mindst værdi, og de bliver fjernet.',
  impact_estimate: 'Færre skemaer og mere tid til borgerne (fiktivt skøn).',
};
const NEW_PHONE = '+45 12 34 56 78';
const CASE = {
  title: 'Automatisk sortering af post',
  slug: 'automatisk-sortering-af-post',
  department: 'Borgerservice',
  problem:
    'Indgående post blev fordelt i hånden og lå ofte en dag, før den nåede den rette medarbejder.',
  solution:
    'En model foreslår modtageren; en medarbejder godkender forslaget, før posten sendes videre.',
  impactValue: 20,
  impactUnit: '% hurtigere fordeling',
  hoursSavedPerMonth: 12,
  imageAlt: 'To farvede felter, en prøvetegning til casen',
  body: 'Før: posten lå en dag. Efter: den er fordelt samme formiddag.',
};

const EVENT = {
  title: 'Onlinemøde om nærvær',
  slug: 'onlinemoede-om-naervaer',
  start: '2029-10-09 19:30',
  end: '2029-10-09 20:30',
  online: 'https://moede.example/naervaer',
  summary: 'En times samtale på nettet om mere tid til borgerne.',
  body: 'Vi mødes online og taler om, hvor tiden går hen.',
};

test('the browser refuses every host but the editor’s own', async ({ page }) => {
  // A top-level navigation is outside the editor's CSP, so this reaches the route that refuses it.
  await expect(page.goto('https://github.com/login')).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/);
  expect([...(refused.get('github.com') ?? [])]).toEqual(['https://github.com/login']);
  // The report below lists what the editor itself tried.
  refused.delete('github.com');
});

test('the dashboard lists the collections with their entry counts', async ({ page }) => {
  await page.goto('/keystatic');
  await expect(page.getByRole('main').getByText('Dashboard')).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Politikforslag' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Sitets oplysninger' }),
  ).toBeVisible();
  // The entry counts come from the local API's file tree, read from the scratch copy.
  const policyAreas = fs.readdirSync(path.join(scratchContent, 'policy-areas')).length;
  await expect(page.getByRole('main').getByText(`${policyAreas} entries`)).toBeVisible();
  await shoot(page, '01-oversigt.png');
});

test('a policy: a new title and one more proposal are saved into the same file', async ({
  page,
}) => {
  const file = path.join(scratchContent, POLICY_FILE);
  const before = readMdx(file);
  const filesBefore = snapshot(scratchDir);

  await page.goto(`/keystatic/collection/policies/item/${POLICY}`);
  const title = page.getByRole('textbox', { name: 'Titel', exact: true });
  await expect(title).toHaveValue(before.data.title as string);
  await title.fill(NEW_POLICY_TITLE);
  // An existing entry keeps its file name when its title changes; only "Regenerate" would make a new one.
  await expect(page.getByRole('textbox', { name: 'Adresse (filnavn)' })).toHaveValue(POLICY);

  const proposals = page.getByRole('group', { name: /^Konkrete forslag/ });
  await proposals.getByRole('button', { name: 'Tilføje' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Titel' }).fill(NEW_PROPOSAL.title);
  await dialog.getByRole('textbox', { name: 'Tekst' }).fill(NEW_PROPOSAL.body_md);
  await dialog
    .getByRole('textbox', { name: 'Forventet effekt' })
    .fill(NEW_PROPOSAL.impact_estimate);
  await dialog.getByRole('button', { name: 'Tilføje' }).click();
  await expect(dialog).toBeHidden();
  await expect(proposals.getByRole('row')).toHaveCount(
    (before.data.proposals as unknown[]).length + 1,
  );
  await expect(proposals.getByRole('row', { name: NEW_PROPOSAL.title })).toBeVisible();
  await shoot(page, '02-politik-rediger.png');

  await save(page, SAVE);
  await expect(page.getByRole('button', { name: 'Reset changes' })).toBeDisabled();
  await shoot(page, '03-gemt.png', proposals);

  expect(changes(filesBefore, snapshot(scratchDir))).toEqual({
    added: [],
    removed: [],
    modified: [`content/${POLICY_FILE}`],
  });
  const after = readMdx(file);
  expect(after.data).toEqual({
    ...before.data,
    title: NEW_POLICY_TITLE,
    proposals: [...(before.data.proposals as unknown[]), NEW_PROPOSAL],
  });
  // Same keys in the same order: nothing dropped, nothing moved.
  expect(Object.keys(after.data)).toEqual(Object.keys(before.data));
  expect(after.body).toBe(before.body);
  expectContentCheckPasses();
});

test('the site settings: a new phone number is saved into site.json and nothing else changes', async ({
  page,
}) => {
  const file = path.join(scratchContent, 'site.json');
  const before = readJson(file);
  const filesBefore = snapshot(scratchDir);

  await page.goto('/keystatic/singleton/site');
  const phone = page.getByRole('textbox', { name: 'Telefon', exact: true });
  await expect(phone).toHaveValue(before.phone as string);
  await phone.fill(NEW_PHONE);
  await shoot(page, '05-site-telefon.png', phone);
  await save(page, SAVE);

  expect(changes(filesBefore, snapshot(scratchDir))).toEqual({
    added: [],
    removed: [],
    modified: ['content/site.json'],
  });
  // Compared as text, so key order counts too.
  expect(JSON.stringify(readJson(file), null, 2)).toBe(
    JSON.stringify({ ...before, phone: NEW_PHONE }, null, 2),
  );
  expectContentCheckPasses();
});

test('a new case with an image: the entry and the uploaded picture are written', async ({
  page,
}) => {
  const png = makePng();
  const orders = fs
    .readdirSync(path.join(scratchContent, 'cases'))
    .map((name) => readMdx(path.join(scratchContent, 'cases', name)).data.order as number);
  const order = Math.max(...orders) + 1;
  const filesBefore = snapshot(scratchDir);

  await page.goto('/keystatic/collection/cases/create');
  await page.getByRole('textbox', { name: 'Rækkefølge' }).fill(String(order));
  await page.getByRole('textbox', { name: 'Titel', exact: true }).fill(CASE.title);
  // A new entry's file name follows its title until someone edits it.
  await expect(page.getByRole('textbox', { name: 'Adresse (filnavn)' })).toHaveValue(CASE.slug);
  await page.getByRole('textbox', { name: 'Forvaltning' }).fill(CASE.department);
  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Pilot' }).click();
  await page.getByRole('textbox', { name: 'Problem' }).fill(CASE.problem);
  await page.getByRole('textbox', { name: 'Løsning' }).fill(CASE.solution);
  await page.getByRole('textbox', { name: 'Effekt (tal)' }).fill(String(CASE.impactValue));
  await page.getByRole('textbox', { name: 'Effekt (enhed)' }).fill(CASE.impactUnit);
  await page
    .getByRole('textbox', { name: 'Timer sparet pr. måned' })
    .fill(String(CASE.hoursSavedPerMonth));

  // Keystatic's image field opens the file picker from a button (no file input in the page until then).
  const chooser = page.waitForEvent('filechooser');
  const imageField = page.getByRole('group', { name: 'Billede' });
  await imageField.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name: 'sortering.png', mimeType: 'image/png', buffer: png });
  // The preview is decorative (alt=""); the field offers "Remove" once it holds a picture.
  await expect(imageField.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expect(imageField.locator('img')).toBeVisible();
  await page.getByRole('textbox', { name: 'Billedets tekst (alt)' }).fill(CASE.imageAlt);
  await page.getByRole('textbox', { name: 'Før og efter' }).click();
  await page.keyboard.type(CASE.body);
  await shoot(page, '04-ny-case-billede.png', imageField);

  await save(page, CREATE);
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/cases/item/${CASE.slug}$`));

  const entry = `content/cases/${CASE.slug}.mdx`;
  const image = `public/billeder/cases/${CASE.slug}/image.png`;
  expect(changes(filesBefore, snapshot(scratchDir))).toEqual({
    added: [entry, image].sort(),
    removed: [],
    modified: [],
  });
  expect(
    fs.readFileSync(path.join(scratchPublic, `billeder/cases/${CASE.slug}/image.png`)).equals(png),
  ).toBe(true);
  const written = readMdx(path.join(scratchDir, entry));
  expect(written.data).toEqual({
    order,
    title: CASE.title,
    department: CASE.department,
    status: 'pilot',
    problem: CASE.problem,
    solution: CASE.solution,
    impactValue: CASE.impactValue,
    impactUnit: CASE.impactUnit,
    hoursSavedPerMonth: CASE.hoursSavedPerMonth,
    image: `/billeder/cases/${CASE.slug}/image.png`,
    imageAlt: CASE.imageAlt,
    kpis: [],
    attachments: [],
  });
  expect(written.body.trim()).toBe(CASE.body);
  expectContentCheckPasses();
});

test('a new online-only event: the place fields left empty are written as place: {}, which the check reads as no place', async ({
  page,
}) => {
  const filesBefore = snapshot(scratchDir);
  await page.goto('/keystatic/collection/events/create');
  await page.getByRole('textbox', { name: 'Titel', exact: true }).fill(EVENT.title);
  await expect(page.getByRole('textbox', { name: 'Adresse (filnavn)' })).toHaveValue(EVENT.slug);
  await page.getByRole('textbox', { name: 'Start', exact: true }).fill(EVENT.start);
  await page.getByRole('textbox', { name: 'Slut', exact: true }).fill(EVENT.end);
  await page.getByRole('textbox', { name: 'Onlinelink' }).fill(EVENT.online);
  await page.getByRole('textbox', { name: 'Resumé', exact: true }).fill(EVENT.summary);
  await page.getByRole('textbox', { name: 'Beskrivelse', exact: true }).click();
  await page.keyboard.type(EVENT.body);
  await save(page, CREATE);
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/events/item/${EVENT.slug}$`));

  const entry = `content/events/${EVENT.slug}.mdx`;
  expect(changes(filesBefore, snapshot(scratchDir))).toEqual({
    added: [entry],
    removed: [],
    modified: [],
  });
  const written = readMdx(path.join(scratchDir, entry));
  expect(written.data).toMatchObject({
    title: EVENT.title,
    start: EVENT.start,
    end: EVENT.end,
    status: 'planlagt',
    place: {},
    online: EVENT.online,
    summary: EVENT.summary,
  });
  // Empty optional fields are left out, not written empty.
  for (const key of ['previousStart', 'revision', 'capacity', 'image'])
    expect(written.data).not.toHaveProperty(key);
  expect(written.body.trim()).toBe(EVENT.body);
  expectContentCheckPasses();
});

test('a build of the edited copy shows the new policy title', async ({ browser }) => {
  test.setTimeout(360_000);
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    CONTENT_DIR: scratchContent,
    NEXT_DIST_DIR: builtDistDir,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  buildInto(env);

  const server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(builtPort)],
    {
      // A production start needs the secret its sign-ups sign links with (lib/env.js refuses to start without it).
      env: {
        ...env,
        PGLITE_DATA_DIR: '.data/editor-e2e-start',
        RATE_LIMIT_ENABLED: 'false',
        UNSUBSCRIBE_SECRET: 'e2e-only-unsubscribe-secret-0123456789',
        CRON_SECRET: 'e2e-only-cron-secret-0123456789',
      },
      detached: true,
      stdio: 'ignore',
    },
  );
  const origin = `http://127.0.0.1:${builtPort}`;
  const context = await browser.newContext();
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/robots.txt`).catch(() => null))?.status, {
        timeout: 60_000,
      })
      .toBe(200);
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    const category = categorySlug(
      readMdx(path.join(scratchContent, POLICY_FILE)).data.category as string,
    );
    await page.goto(`${origin}/politik/${encodeURIComponent(category)}/${POLICY}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_POLICY_TITLE);
    await expect(page.getByText(NEW_PROPOSAL.title)).toBeVisible();
    // The new case is a page of the build too.
    await page.goto(`${origin}/cases/${CASE.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CASE.title);
    // The page names the uploaded picture (served from public/ once the branch is merged; this build serves main's),
    // as the file or, on a self-hosted build, as its ready-made WebP variant (lib/images/).
    await expect(page.getByRole('img', { name: CASE.imageAlt })).toHaveAttribute(
      'src',
      new RegExp(`^(/_v)?/billeder/cases/${CASE.slug}/image(\\.png|-\\d+\\.webp)$`),
    );
    // And the new event, online only.
    await page.goto(`${origin}/moed-os/${EVENT.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENT.title);
    await expect(page.getByRole('link', { name: /online/i }).first()).toHaveAttribute(
      'href',
      EVENT.online,
    );
  } finally {
    await context.close();
    await stopOwnServer(server);
    // ESLint's ignores do not name this build folder; it has served its purpose.
    fs.rmSync(builtDistDir, { recursive: true, force: true });
  }
});
