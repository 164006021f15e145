import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddress, clientKey } from '@/lib/api/client-key';
import { PEER_HEADER, watchPeerAddresses } from '@/lib/api/peer-address';
import { env } from '@/lib/env';

const request = (xff?: string) =>
  new Request('http://127.0.0.1/api/poll', { headers: xff ? { 'x-forwarded-for': xff } : {} });
const window = new Date('2026-11-24T00:00:00Z');
const key = (xff: string | undefined, hops: number) =>
  clientKey(request(xff), 'poll', window, hops);

// Each row: the header as it reaches the app from an honest client, and from the same client with a forged first entry.
describe.each([
  // No proxy: Next fills in the socket address only when the client sent no header, and keeps a forged one, so the
  // header means nothing here (the socket's own address does: see 'the socket address' below).
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

  it("two clients' headers give different keys, unless no proxy is trusted (then the header counts for nothing)", () => {
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

// With no proxy trusted, the client is the socket: lib/api/peer-address.ts stamps each request a Node HTTP server
// receives (instrumentation.ts installs it in the Next server). A real server here, and real sockets from two loopback
// addresses (Linux routes all of 127/8 to lo), each request carrying forged X-Forwarded-For and X-Kampagne-Peer headers.
describe('the socket address, with TRUSTED_PROXY_HOPS=0', () => {
  let server: http.Server;
  let port: number;
  const forged = { 'x-forwarded-for': '6.6.6.6', [PEER_HEADER]: 'guessed-token 6.6.6.6' };
  // What a route handler sees: the request's headers as Next passes them on, read with hops=0.
  const ask = (localAddress: string, headers: Record<string, string> = forged) =>
    new Promise<{ address: string; key: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, localAddress, headers, agent: false }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve(JSON.parse(body)));
        })
        .on('error', reject);
    });

  beforeAll(async () => {
    server = http.createServer((incoming, outgoing) => {
      const request = new Request('http://127.0.0.1/api/poll', {
        headers: Object.entries(incoming.headers).map(([k, v]): [string, string] => [k, String(v)]),
      });
      outgoing.end(
        JSON.stringify({
          address: clientAddress(request, 0),
          key: clientKey(request, 'poll', window, 0),
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is not taken from a header when nothing stamped the request (all clients share one key then)', async () => {
    expect(await ask('127.0.0.1')).toMatchObject({ address: 'direct' });
    expect(await ask('127.0.0.2')).toMatchObject({ address: 'direct' });
  });

  it('tells two clients apart, whatever forwarded or peer headers they send', async () => {
    watchPeerAddresses();
    const one = await ask('127.0.0.1');
    const two = await ask('127.0.0.2');
    expect(one.address).toBe('127.0.0.1');
    expect(two.address).toBe('127.0.0.2');
    expect(one.key).not.toBe(two.key);
    // The same client with other forged headers, or none, keeps its key: a forgery buys no fresh limit.
    expect(
      await ask('127.0.0.1', { 'x-forwarded-for': '7.7.7.7', [PEER_HEADER]: 'x 7.7.7.7' }),
    ).toEqual(one);
    expect(await ask('127.0.0.1', {})).toEqual(one);
  });

  it('does not trust a peer header this process did not write', () => {
    watchPeerAddresses();
    const request = new Request('http://127.0.0.1/', {
      headers: { [PEER_HEADER]: 'guessed-token 6.6.6.6' },
    });
    expect(clientAddress(request, 0)).toBe('direct');
  });
});
