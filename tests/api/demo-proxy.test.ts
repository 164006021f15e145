// The process-demo proxy against a real local HTTP server that plays the function.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoHandler } from '@/lib/demo/handler';
import { call, jsonRequest } from './request';

type Seen = { path: string; authorization?: string; body: unknown };
const seen: Seen[] = [];

const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    seen.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body: JSON.parse(raw),
    });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    switch (req.url) {
      case '/ok':
        return json(200, { result: 'Resultat fra funktionen' });
      case '/error':
        return json(200, { error: 'Funktionen kan ikke læse teksten' });
      case '/error-500':
        return json(500, { error: 'Intern fejl i funktionen' });
      case '/empty':
        return json(200, { result: '' });
      case '/no-result':
        return json(200, { result: 42 });
      case '/not-json':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>Bad gateway</html>');
      case '/slow':
        // Never answers: only the proxy's own time limit can end the request (no wall-clock bound in the test).
        return;
      default:
        return json(404, {});
    }
  });
});

let base = '';
let downUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port that was just free and is closed again: connection refused, like a function that is down.
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  downUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/ok`;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Only the never-answering function gets a short limit; every other call may take longer than Jest's 30 s, so a busy
// machine cannot turn an answer into a time-out.
const run = (url: string, key?: string) =>
  call(
    createDemoHandler(() => ({ url, key, timeoutMs: url.endsWith('/slow') ? 300 : 60_000 })),
    jsonRequest('/api/demo', { demoType: 'summarize', input: '  Lang tekst.  ' }),
  );

const transport = {
  code: 'demo_unavailable',
  message: 'Kunne ikke analysere teksten. Prøv venligst igen.',
};

describe('POST /api/demo through the process-demo function', () => {
  it('forwards demoType and the trimmed input with the bearer key, and returns the result', async () => {
    const res = await run(`${base}/ok`, 'hemmelig-nøgle');
    expect(res).toMatchObject({ status: 200, body: { result: 'Resultat fra funktionen' } });
    expect(seen.at(-1)).toEqual({
      path: '/ok',
      authorization: 'Bearer hemmelig-nøgle',
      body: { demoType: 'summarize', input: 'Lang tekst.' },
    });
  });

  it('sends no authorization header without a key', async () => {
    await run(`${base}/ok`);
    expect(seen.at(-1)?.authorization).toBeUndefined();
  });

  it.each([
    ['an error field', '/error', 'Funktionen kan ikke læse teksten'],
    ['an error field on HTTP 500', '/error-500', 'Intern fejl i funktionen'],
    ['an empty result', '/empty', 'Ingen resultat modtaget'],
    ['a result that is not text', '/no-result', 'Ingen resultat modtaget'],
  ])('passes on %s as 502 with that message', async (_, path, message) => {
    const res = await run(`${base}${path}`);
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual({ code: 'demo_failed', message });
  });

  it.each([
    ['a function that answers too slowly', () => `${base}/slow`],
    ['a function that is down', () => downUrl],
    ['an answer that is not JSON', () => `${base}/not-json`],
  ])('maps %s to 502 with the transport message', async (_, url) => {
    const res = await run(url());
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual(transport);
  });

  it('still validates before forwarding', async () => {
    const before = seen.length;
    const res = await call(
      createDemoHandler(() => ({ url: `${base}/ok` })),
      jsonRequest('/api/demo', { demoType: 'route', input: ' ' }),
    );
    expect(res.status).toBe(422);
    expect(seen.length).toBe(before);
  });
});
