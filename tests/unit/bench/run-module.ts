import { spawnSync } from 'node:child_process';

/**
 * The bench scripts are plain ESM that Jest does not load; run `code` in Node as the benchmarks do, with the module's
 * exports as `m`, and parse what it prints as JSON.
 */
export function runModule(modulePath: string, code: string): unknown {
  const result = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `import * as m from ${JSON.stringify(modulePath)}; ${code}`],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}
