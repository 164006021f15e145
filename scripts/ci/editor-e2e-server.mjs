// The editor's end-to-end server (tests/e2e/editor/playwright.config.ts): a fresh copy of content/ and public/ in
// KEYSTATIC_LOCAL_DIR for Keystatic's local mode to write into, then `next dev` on it. next dev rewrites tsconfig.json
// and next-env.d.ts for its own dist folder (NEXT_DIST_DIR); both are put back when the server stops, and the dist
// folder goes too (ESLint's ignores name .next and .next-preview, not this one).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = process.env.KEYSTATIC_LOCAL_DIR;
if (!dir || path.resolve(dir) === process.cwd())
  throw new Error('KEYSTATIC_LOCAL_DIR must name a scratch folder, not the project');

fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
for (const folder of ['content', 'public'])
  fs.cpSync(folder, path.join(dir, folder), { recursive: true });

const kept = ['tsconfig.json', 'next-env.d.ts'].map((file) => [
  file,
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null,
]);
const restore = () => {
  if (process.env.NEXT_DIST_DIR)
    fs.rmSync(process.env.NEXT_DIST_DIR, { recursive: true, force: true });
  for (const [file, text] of kept) {
    if (text === null) fs.rmSync(file, { force: true });
    else if (fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  }
};

const args = [
  'node_modules/next/dist/bin/next',
  'dev',
  '-H',
  '127.0.0.1',
  '-p',
  process.env.EDITOR_E2E_PORT ?? '3181',
];
const server = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  restore();
  process.exit(code ?? (signal ? 0 : 1));
});
