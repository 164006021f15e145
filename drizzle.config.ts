import { defineConfig } from 'drizzle-kit';
import { env } from './lib/env.js';

// `db:generate` needs no server; `drizzle-kit migrate/studio` use DATABASE_URL (npm run db:migrate covers PGlite too).
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
  dbCredentials: { url: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
});
