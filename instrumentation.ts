// Runs once per server process before it answers (Next's instrumentation hook), in `next start` and in the standalone
// `node server.js` alike: the secrets check and the peer-address stamp, both in ./instrumentation-node.ts. The
// NEXT_RUNTIME test is the form Next's docs give, which the Edge build drops with the import behind it.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerNode } = await import('./instrumentation-node');
    await registerNode();
  }
}
