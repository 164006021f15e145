// A stand-in partner site for the embed tests: serves a page with one of the docs snippets, on a port of its choice.
import http from 'node:http';
import { buildSnippets } from '../../../lib/embed/snippets';

export type HostServer = { origin: string; close: () => Promise<void> };

/**
 * GET /{basic|responsive|loader|loader-twice|mixed}?lang=..&color=..&height=.. answers a partner page that embeds the
 * widget from `widgetOrigin` with that snippet. `publicHost` is the host name the browser will use for this server.
 */
export function startHostServer(
  port: number,
  publicHost: string,
  widgetOrigin: string,
): Promise<HostServer> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${publicHost}:${port}`);
    const q = url.searchParams;
    const snippets = buildSnippets({
      origin: widgetOrigin,
      lang: q.get('lang') ?? 'da',
      primaryColor: q.get('color') ?? 'hsl(222.2, 47.4%, 11.2%)',
      width: '100%',
      height: q.get('height') ?? '600',
    });
    const bodies: Record<string, string> = {
      '/basic': snippets.basic,
      '/responsive': snippets.responsive,
      '/loader': snippets.loader,
      '/loader-twice': `${snippets.loader}\n<script src="${widgetOrigin}/embed.js"></script>`,
      '/mixed': `${snippets.loader}\n<h2>Samme widget som almindelig iframe</h2>\n${snippets.basic}`,
    };
    const body = bodies[url.pathname];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="da"><head><meta charset="utf-8"><title>Lyngbæk Lokalavis</title></head><body><h1>Lyngbæk Lokalavis</h1>${body ?? 'Ikke fundet'}<p>Sidens bund</p></body></html>`,
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // No host: listen on every interface, so both localhost (IPv4 or IPv6) and 127.0.0.1 reach it.
    server.listen(port, () =>
      resolve({
        origin: `http://${publicHost}:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
