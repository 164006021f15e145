// One Lighthouse run (mobile or desktop, simulated or devtools throttling) in a fresh headless Chromium, shared by the bench scripts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DESKTOP = [
  '--preset=desktop',
  '--screenEmulation.width=1280',
  '--screenEmulation.height=900',
  '--screenEmulation.deviceScaleFactor=1',
  '--screenEmulation.mobile=false',
];

/** Runs the Lighthouse CLI once on url in a fresh headless Chromium, with these arguments beside the shared ones. */
export function lighthouseCli(url, args) {
  execFileSync(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--quiet',
      ...args,
      '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: 'ignore', timeout: 120_000 },
  );
}

/**
 * Returns the Lighthouse result (lhr) for url, or null when Chromium failed twice (it sometimes does under load).
 * throttling: 'simulate' (Lighthouse's default: an unthrottled load, then a model of a slow phone) or 'devtools'
 * (the load itself runs on a throttled network and CPU: slower, noisier, but what a phone would go through).
 * preset: 'desktop' for Lighthouse's desktop settings (a fast connection, no CPU slowdown) at 1280 × 900 px.
 */
export function runLighthouse(url, { throttling = 'simulate', preset } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  const file = path.join(dir, 'report.json');
  const run = () =>
    lighthouseCli(url, [
      '--output=json',
      `--output-path=${file}`,
      `--throttling-method=${throttling}`,
      ...(preset === 'desktop' ? DESKTOP : []),
    ]);
  try {
    try {
      run();
    } catch {
      run();
    }
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
