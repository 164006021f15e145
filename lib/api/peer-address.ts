// The socket's address for route handlers, for a server that no proxy stands in front of (TRUSTED_PROXY_HOPS=0).
// Next gives a route handler no remote address (NextRequest.ip went in Next 15; @vercel/functions' ipAddress reads a
// Vercel header), and it keeps a client-sent X-Forwarded-For as it is, so without this every client shared one key.
// Node publishes each request on the `http.server.request.start` diagnostics channel just before the server's
// 'request' event, whoever created the server (`next start`, the standalone server.js, `next dev`): the subscriber
// replaces any client-sent X-Kampagne-Peer with "<per-process token> <socket address>". A route handler trusts the
// header only when the token matches, so a request that reached the server before the subscription (at start-up) or a
// process without it (e.g. a test calling a handler directly) yields no peer, never a forged one.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

export const PEER_HEADER = 'x-kampagne-peer';

// On globalThis, not in this module: instrumentation.ts and the route handlers are separate bundles, each with its own
// copy of this module, in one process.
const TOKEN = Symbol.for('kampagne.peer-address.token');
type WithToken = typeof globalThis & { [TOKEN]?: string };

/** Stamps every request this process's HTTP servers receive with its socket address (instrumentation.ts calls it). */
export function watchPeerAddresses(): void {
  const holder = globalThis as WithToken;
  if (holder[TOKEN]) return;
  const token = randomBytes(24).toString('base64url');
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    const address = request.socket.remoteAddress;
    if (address) request.headers[PEER_HEADER] = `${token} ${address}`;
    else delete request.headers[PEER_HEADER];
  });
  holder[TOKEN] = token;
}

/** The address the request's socket came from, when this process stamped it; undefined otherwise. */
export function peerAddress(request: Request): string | undefined {
  const token = (globalThis as WithToken)[TOKEN];
  const value = request.headers.get(PEER_HEADER);
  if (!token || !value) return undefined;
  const [sent = '', address] = value.split(' ');
  const expected = Buffer.from(token);
  const given = Buffer.from(sent);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return address || undefined;
}
