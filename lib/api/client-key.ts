// A rate-limit key that identifies a client within one window without storing or revealing its address.
import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { env } from '@/lib/env';
import { peerAddress } from './peer-address';

// Without RATE_LIMIT_SALT each process salts on its own, so limits then hold per instance only.
const salt = env.RATE_LIMIT_SALT ?? randomBytes(32).toString('hex');
if (!env.RATE_LIMIT_SALT && env.RATE_LIMIT_ENABLED && env.NODE_ENV === 'production') {
  console.warn('[api] RATE_LIMIT_SALT is not set: rate limits hold per server instance only.');
}

/** The eight 16-bit groups of an IPv6 address, expanded ("::" filled in); undefined for anything else. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  const [head = '', tail] = address.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  // A dotted IPv4 tail (::ffff:192.0.2.7) stands for two groups.
  const last = right.length ? right : left;
  if (last.length && isIPv4(last[last.length - 1]!)) {
    const [a, b, c, d] = last.pop()!.split('.').map(Number) as [number, number, number, number];
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const fill = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...(tail === undefined ? [] : fill), ...right].map((g) => parseInt(g, 16));
}

/**
 * What the limiter counts as one client: an IPv4 address (also when written IPv4-mapped), or an IPv6 address's /64,
 * because one home or server gets a whole /64 and can rotate the rest at will.
 */
function clientNetwork(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The client as the outermost trusted proxy saw it. Each proxy appends the address it received from, so with
 * `hops` trusted proxies in front the client is the hops-th entry from the right; entries left of it are whatever
 * the client sent. 0 hops trusts no forwarded header (`next start` and the standalone server keep a client-sent
 * X-Forwarded-For as is and only fill it in with the socket address when it is missing): the client is the socket's
 * own address, which ./peer-address.ts stamps on the request; 'direct' (all clients share one key) only where nothing
 * stamped it. X-Real-IP is read only when the proxy is said to overwrite it.
 */
export function clientAddress(
  request: Request,
  hops: number = env.TRUSTED_PROXY_HOPS,
  trustRealIp: boolean = env.TRUST_X_REAL_IP,
): string {
  if (hops === 0) {
    const peer = peerAddress(request);
    return peer ? clientNetwork(peer) : 'direct';
  }
  const realIp = trustRealIp ? request.headers.get('x-real-ip')?.trim() : undefined;
  if (realIp) return clientNetwork(realIp);
  const entries = request.headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const entry = entries?.length ? entries[Math.max(0, entries.length - hops)] : undefined;
  return entry ? clientNetwork(entry) : 'unknown';
}

/** HMAC of bucket, window and address: 64 hex chars, unlinkable across windows and buckets. */
export function clientKey(
  request: Request,
  bucket: string,
  windowStart: Date,
  hops?: number,
): string {
  return createHmac('sha256', salt)
    .update(`${bucket}\n${windowStart.toISOString()}\n${clientAddress(request, hops)}`)
    .digest('hex');
}
