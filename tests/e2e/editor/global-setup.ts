import { chromium, type FullConfig } from '@playwright/test';
import { editorOrigin } from './paths';

// next dev compiles /keystatic and its thousands of client modules on the first visit (a minute or more on two
// cores): pay for it here, once, so the scenarios' own timeouts measure the editor rather than the compiler.
export default async function warmEditor(config: FullConfig) {
  const browser = await chromium.launch(config.projects[0]?.use.launchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(`${editorOrigin}/keystatic`, { timeout: 180_000 });
    await page.getByRole('link', { name: 'Politikforslag' }).first().waitFor({ timeout: 180_000 });
    // The collection and singleton views compile on their first visit as well.
    await page.goto(`${editorOrigin}/keystatic/collection/policies`, { timeout: 180_000 });
    await page.getByText('Mere tid til nærvær i velfærden').first().waitFor({ timeout: 180_000 });
  } finally {
    await browser.close();
  }
}
