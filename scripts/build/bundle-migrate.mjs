// After `next build`: bundles db/migrate.ts into one plain-JS file in the standalone output (db/migrate.mjs), beside a
// copy of db/migrations, so the Docker image can apply migrations with `node db/migrate.mjs` — no tsx, no full
// node_modules. PGlite stays external (its wasm files sit in the standalone node_modules); the rest is bundled.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = process.cwd();
const standalone = path.join(root, process.env.NEXT_DIST_DIR ?? '.next', 'standalone');
if (!fs.existsSync(path.join(standalone, 'server.js'))) {
  console.error(
    `bundle-migrate: ${path.relative(root, standalone)}/server.js not found; run npm run build first`,
  );
  process.exit(1);
}

await build({
  entryPoints: [path.join(root, 'db', 'migrate.ts')],
  outfile: path.join(standalone, 'db', 'migrate.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['@electric-sql/pglite', 'pg-native'],
  // pg is CommonJS and requires Node's built-ins; an ES module bundle needs a real require for those.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// check-env.mjs: the standalone server never loads next.config.mjs, so the image checks the production secrets first.
await build({
  entryPoints: [path.join(root, 'scripts', 'build', 'check-env.mjs')],
  outfile: path.join(standalone, 'check-env.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'db', 'migrations'), path.join(standalone, 'db', 'migrations'), {
  recursive: true,
});
console.log(
  `bundle-migrate: wrote ${path.relative(root, standalone)}/db/migrate.mjs, db/migrations and check-env.mjs`,
);
