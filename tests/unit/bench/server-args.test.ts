import { spawnSync } from 'node:child_process';

// scripts/bench/server.mjs is plain ESM for the benchmarks; run it in Node as they do.
function args(call: string): string[] {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { nextStartArgs } from './scripts/bench/server.mjs'; console.log(JSON.stringify(${call}));`,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

describe('bench servers', () => {
  it('listen on the loopback address unless asked otherwise', () => {
    // Without -H, `next start` listens on every interface: a held bench server (bench-only secrets, rate limits off)
    // would answer the network for as long as it stays up.
    const started = args('nextStartArgs({ port: 3141 })');
    expect(started[started.indexOf('-H') + 1]).toBe('127.0.0.1');
    expect(started).toEqual(['start', '-H', '127.0.0.1', '-p', '3141']);
  });

  it('take another address only when one is given', () => {
    expect(args("nextStartArgs({ port: 3142, host: '::1' })")).toEqual([
      'start',
      '-H',
      '::1',
      '-p',
      '3142',
    ]);
  });
});
