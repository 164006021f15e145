import { clientAddress, clientKey } from '@/lib/api/client-key';
import { env } from '@/lib/env';

const request = (xff?: string) => new Request('http://127.0.0.1/api/poll', { headers: xff ? { 'x-forwarded-for': xff } : {} });
const window = new Date('2026-11-24T00:00:00Z');
const key = (xff: string | undefined, hops: number) => clientKey(request(xff), 'poll', window, hops);

// Each row: the header as it reaches the app from an honest client, and from the same client with a forged first entry.
describe.each([
  // No proxy: Next fills in the socket address only when the client sent no header, and keeps a forged one.
  { hops: 0, honest: '127.0.0.1', forged: '6.6.6.6', other: '::ffff:192.0.2.7' },
  // One proxy (Vercel, or nginx with $proxy_add_x_forwarded_for) appends the client it saw.
  { hops: 1, honest: '203.0.113.9', forged: '6.6.6.6, 203.0.113.9', other: '203.0.113.10' },
  // CDN in front of nginx: the CDN appends the client, nginx appends the CDN.
  { hops: 2, honest: '203.0.113.9, 10.0.0.2', forged: '6.6.6.6, 1.1.1.1, 203.0.113.9, 10.0.0.2', other: '203.0.113.10, 10.0.0.2' },
])('TRUSTED_PROXY_HOPS=$hops', ({ hops, honest, forged, other }) => {
  it('a forged leading X-Forwarded-For entry does not change the key', () => {
    expect(key(forged, hops)).toBe(key(honest, hops));
  });

  it('two clients get different keys, unless no proxy is trusted (then all share one)', () => {
    if (hops === 0) expect(key(other, hops)).toBe(key(honest, hops));
    else expect(key(other, hops)).not.toBe(key(honest, hops));
  });
});

describe('clientAddress', () => {
  it('takes the hops-th entry from the right', () => {
    expect(clientAddress(request('6.6.6.6, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(request('6.6.6.6, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9');
  });

  it('takes the leftmost entry when fewer proxies appended than trusted', () => {
    expect(clientAddress(request('203.0.113.9'), 2)).toBe('203.0.113.9');
  });

  it('ignores the header with 0 hops and falls back to x-real-ip, then "unknown", without one', () => {
    expect(clientAddress(request('6.6.6.6'), 0)).toBe('direct');
    expect(clientAddress(new Request('http://x/', { headers: { 'x-real-ip': '203.0.113.5' } }), 1)).toBe('203.0.113.5');
    expect(clientAddress(request(), 1)).toBe('unknown');
  });

  it('defaults to one trusted hop (Vercel sets X-Forwarded-For to the client it saw)', () => {
    expect(env.TRUSTED_PROXY_HOPS).toBe(1);
    expect(clientAddress(request('6.6.6.6, 203.0.113.9'))).toBe('203.0.113.9');
  });
});
