// Run before the standalone server (Dockerfile CMD): exits 1 naming each bad or missing production variable, since
// server.js itself never loads next.config.mjs. bundle-migrate.mjs bundles it into .next/standalone/check-env.mjs.
import { assertProductionSecrets } from '../../lib/env.js';

try {
  assertProductionSecrets();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
