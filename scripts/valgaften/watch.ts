// `npm run valgaften:watch`: the election night's fetch job every 15 s (Ctrl-C stops it), for a server that has no cron
// every minute. The same job as GET /api/cron/valgaften (lib/valgaften/fetch.ts).
import '../admin/load-env';
import { createPgliteHandle, createPostgresHandle, defaultPgliteDir } from '../../db/client';
import { env } from '../../lib/env.js';
import { valgConfig } from '../../lib/valgaften/config';
import { runValgFetch } from '../../lib/valgaften/fetch';

const EVERY_MS = 15_000;

async function main() {
  const config = valgConfig();
  if (!config.source)
    throw new Error('VALG_SOURCE er ikke sat (en sftp://-adresse eller en mappe).');
  const handle = env.DATABASE_URL
    ? createPostgresHandle(env.DATABASE_URL, { max: 2 })
    : createPgliteHandle(env.PGLITE_DATA_DIR ?? defaultPgliteDir());
  if (!env.DATABASE_URL) await handle.migrate();
  let stopping = false;
  process.on('SIGINT', () => (stopping = true));
  process.on('SIGTERM', () => (stopping = true));
  console.info(`Henter fra kommune ${config.municipalityCode} hvert ${EVERY_MS / 1000}. sekund.`);
  while (!stopping) {
    const report = await runValgFetch(handle.db, config, { budgetMs: EVERY_MS });
    console.info(
      `${new Date().toISOString()} ${report.error ?? `${report.listed} filer, ${report.accepted} nye godkendt, ${report.refused} afvist, ${report.unreadable} kunne ikke læses`}`,
    );
    for (let waited = 0; waited < EVERY_MS && !stopping; waited += 250)
      await new Promise((r) => setTimeout(r, 250));
  }
  await handle.close();
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
