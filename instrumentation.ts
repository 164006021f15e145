// Runs once per server process before it answers (Next's instrumentation hook): on Node, every request is stamped with
// its socket address for the rate limiter's client key (lib/api/peer-address.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { watchPeerAddresses } = await import('./lib/api/peer-address');
    watchPeerAddresses();
  }
}
