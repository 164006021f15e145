import net from 'node:net';
import { jest } from '@jest/globals';
import { GET } from '@/app/api/health/route';
import { createPgliteHandle, createPostgresHandle, type DbHandle } from '@/db/client';
import { setDbHandle } from '@/db/index';
import { createTestDb, dbKind } from '../helpers/db';

// Tests run without SMTP_URL: mail is held in the outbox, and the answer says so (issue 34).
const mailHeld = {
  mail: 'held',
  message: 'Mail sendes ikke: SMTP_URL er ikke sat. Mails venter i udbakken, til den er sat.',
};

const expectUnavailable = async (response: Response) => {
  expect(response.status).toBe(503);
  expect(response.headers.get('cache-control')).toBe('no-store');
  // Exactly this body: no error text, versions or hostnames.
  expect(await response.json()).toEqual({ status: 'error', database: 'unavailable', ...mailHeld });
};

describe(`GET /api/health (${dbKind()})`, () => {
  afterEach(() => setDbHandle(undefined));

  it('answers 200 ok, uncached, when select 1 answers', async () => {
    const handle = await createTestDb();
    try {
      const response = await GET();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok', ...mailHeld });
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

  it('answers 503 when the 2 s limit passes, not before, when PostgreSQL accepts the connection but never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    // The clock is driven by the test: no wall-clock bound, just "not at 1999 ms, yes at 2000 ms".
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    handle = createPostgresHandle(`postgres://postgres@127.0.0.1:${port}/test`, {
      connectionTimeoutMillis: 10_000,
    });
    setDbHandle(handle);
    try {
      let settled: Response | undefined;
      const answer = GET().then((r) => (settled = r));
      await new Promise<void>((resolve) => silent.once('connection', () => resolve()));
      await jest.advanceTimersByTimeAsync(1999);
      expect(settled).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      await expectUnavailable(await answer);
    } finally {
      jest.useRealTimers();
      sockets.forEach((s) => s.destroy());
      await new Promise((resolve) => silent.close(resolve));
      setDbHandle(undefined);
      handle = undefined; // its pending connect fails once the socket is gone; end() would wait for it
    }
  });
});
