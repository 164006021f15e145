import { clientAddress, clientKey } from '@/lib/api/client-key';
import { env } from '@/lib/env';

const request = (xff?: string) =>
  new Request('http://127.0.0.1/api/poll', { headers: xff ? { 'x-forwarded-for': xff } : {} });
const window = new Date('2026-11-24T00:00:00Z');
const key = (xff: string | undefined, hops: number) =>
  clientKey(request(xff), 'poll', window, hops);

// Each row: the header as it reaches the app from an honest client, and from the same client with a forged first entry.
describe.each([
  // No proxy: Next fills in the socket address only when the client sent no header, and keeps a forged one.
  { hops: 0, honest: '127.0.0.1', forged: '6.6.6.6', other: '::ffff:192.0.2.7' },
  // One proxy (Vercel, or nginx with $proxy_add_x_forwarded_for) appends the client it saw.
  { hops: 1, honest: '203.0.113.9', forged: '6.6.6.6, 203.0.113.9', other: '203.0.113.10' },
  // CDN in front of nginx: the CDN appends the client, nginx appends the CDN.
  {
    hops: 2,
    honest: '203.0.113.9, 10.0.0.2',
    forged: '6.6.6.6, 1.1.1.1, 203.0.113.9, 10.0.0.2',
    other: '203.0.113.10, 10.0.0.2',
  },
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

  it('ignores the header with 0 hops, and "unknown" without one', () => {
    expect(clientAddress(request('6.6.6.6'), 0)).toBe('direct');
    expect(clientAddress(request(), 1)).toBe('unknown');
  });

  it('never reads X-Real-IP (a header anyone can send) unless TRUST_X_REAL_IP says a proxy sets it', () => {
    const withRealIp = (xff?: string) =>
      new Request('http://x/', {
        headers: { 'x-real-ip': '6.6.6.6', ...(xff ? { 'x-forwarded-for': xff } : {}) },
      });
    expect(clientAddress(withRealIp(), 1)).toBe('unknown');
    expect(clientAddress(withRealIp('203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(withRealIp('203.0.113.9'), 1, true)).toBe('6.6.6.6');
  });

  it('trusts no forwarded header by default (the server may face the internet directly)', () => {
    expect(env.TRUSTED_PROXY_HOPS).toBe(0);
    expect(env.TRUST_X_REAL_IP).toBe(false);
    expect(clientAddress(request('6.6.6.6, 203.0.113.9'))).toBe('direct');
  });
});

describe('IPv6 clients', () => {
  // One home or one VPS gets a whole /64: rotating the last 64 bits must not buy a fresh limit.
  it('share one key within a /64, written any way', () => {
    const home = key('2001:db8:1:2::1', 1);
    expect(key('2001:db8:1:2:ffff:ffff:ffff:ffff', 1)).toBe(home);
    expect(key('2001:0DB8:0001:0002:0:0:0:abcd', 1)).toBe(home);
    expect(key('6.6.6.6, 2001:db8:1:2:a:b:c:d', 1)).toBe(home);
  });

  it('get different keys in different /64s, and an IPv4-mapped address is its IPv4 address', () => {
    expect(key('2001:db8:1:3::1', 1)).not.toBe(key('2001:db8:1:2::1', 1));
    expect(clientAddress(request('::ffff:192.0.2.7'), 1)).toBe('192.0.2.7');
    expect(clientAddress(request('2001:db8:1:2:a:b:c:d'), 1)).toBe('2001:db8:1:2::/64');
  });
});
