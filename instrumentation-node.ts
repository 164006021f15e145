// The Node.js half of instrumentation.ts, in a module of its own so the Edge build never sees process.exit.
// It refuses to start a production server without the secrets its features need, naming each (issue 45 item 8: the
// documented VPS start runs server.js without scripts/build/check-env.mjs; the list is lib/env.js's, the one both
// other checks use). Then every request is stamped with its socket address for the rate limiter's client key
// (lib/api/peer-address.ts).
export async function registerNode() {
  // `next build` loads this file too, and builds without runtime secrets.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { assertProductionSecrets } = await import('./lib/env.js');
    try {
      assertProductionSecrets();
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
  }
  const { watchPeerAddresses } = await import('./lib/api/peer-address');
  watchPeerAddresses();
}
