import { runModule } from './run-module';

// scripts/bench/server.mjs is plain ESM for the benchmarks; run it in Node as they do.
const args = (call: string) =>
  runModule('./scripts/bench/server.mjs', `console.log(JSON.stringify(m.${call}));`);

describe('bench servers', () => {
  it('listen on the loopback address unless asked otherwise', () => {
    // Without -H, `next start` listens on every interface: a held bench server (bench-only secrets, rate limits off)
    // would answer the network for as long as it stays up.
    expect(args('nextStartArgs({ port: 3141 })')).toEqual([
      'start',
      '-H',
      '127.0.0.1',
      '-p',
      '3141',
    ]);
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
