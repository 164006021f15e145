// Reads .env.local and .env the way `next dev` does (existing variables win), before lib/env.js validates them.
import { existsSync } from 'node:fs';

for (const file of ['.env.local', '.env']) {
  if (existsSync(file)) process.loadEnvFile(file);
}
