import net from 'node:net';
import { GET } from '@/app/api/health/route';
import { createPgliteHandle, createPostgresHandle, type DbHandle } from '@/db/client';
import { setDbHandle } from '@/db/index';
import { createTestDb, dbKind } from '../helpers/db';

const expectUnavailable = async (response: Response) => {
  expect(response.status).toBe(503);
  expect(response.headers.get('cache-control')).toBe('no-store');
  // Exactly this body: no error text, versions or hostnames.
  expect(await response.text()).toBe('{"status":"error","database":"unavailable"}');
};

describe(`GET /api/health (${dbKind()})`, () => {
  afterEach(() => setDbHandle(undefined));

  it('answers 200 ok, uncached, when select 1 answers', async () => {
    const handle = await createTestDb();
    try {
      const response = await GET();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe('{"status":"ok","database":"ok"}');
    } finally {
      await handle.close();
    }
  });
});

describe('GET /api/health with the database unreachable', () => {
  let handle: DbHandle | undefined;
  afterEach(async () => {
    setDbHandle(undefined);
    await handle?.close().catch(() => {});
    handle = undefined;
  });

  it('answers 503 for a closed PGlite', async () => {
    handle = createPgliteHandle('memory://');
    await handle.close();
    setDbHandle(handle);
    await expectUnavailable(await GET());
    handle = undefined;
  });

  it('answers 503 for PostgreSQL on a port where nothing listens', async () => {
    // Bind and release a port so that it is closed right now.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    handle = createPostgresHandle(`postgres://postgres@127.0.0.1:${port}/test`);
    setDbHandle(handle);
    await expectUnavailable(await GET());
  });

  it('answers 503 within about 2 s when PostgreSQL accepts the connection but never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    handle = createPostgresHandle(`postgres://postgres@127.0.0.1:${port}/test`, { connectionTimeoutMillis: 10_000 });
    setDbHandle(handle);
    const started = Date.now();
    try {
      await expectUnavailable(await GET());
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(1900);
      expect(elapsed).toBeLessThan(3000);
    } finally {
      sockets.forEach((s) => s.destroy());
      await new Promise((resolve) => silent.close(resolve));
      setDbHandle(undefined);
      handle = undefined; // its pending connect fails once the socket is gone; end() would wait for it
    }
  });
});
