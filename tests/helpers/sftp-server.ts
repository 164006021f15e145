// A real SFTP server in the test process (ssh2's Server, the library under ssh2-sftp-client), serving a folder read-only
// with one user and password, as data.valg.dk does. `hooks` let a test make it behave as a hostile or broken server.
import {
  closeSync,
  fstatSync,
  openSync,
  readdirSync,
  readSync,
  statSync,
  type Stats,
} from 'node:fs';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ssh2 from 'ssh2';

const { Server, utils } = ssh2;
const { OPEN_MODE, STATUS_CODE } = utils.sftp;

const attrs = (s: Stats) => ({
  mode: s.mode,
  uid: s.uid,
  gid: s.gid,
  size: s.size,
  atime: Math.floor(s.atimeMs / 1000),
  mtime: Math.floor(s.mtimeMs / 1000),
});

type ListedName = { filename: string; longname: string; attrs: Partial<ReturnType<typeof attrs>> };

type SftpHooks = {
  /** Rewrites a folder's listing (its path on the server): names that are not on disk, sizes that lie or are left out. */
  listing?: (dir: string, names: ListedName[]) => ListedName[];
  /** 'stall': the server never answers this OPEN, as a server that hangs does; bytes: served as the file's content. */
  open?: (path: string) => 'stall' | Buffer | undefined;
};

export async function startSftpServer(root: string, user = 'Valg', password = 'Valg') {
  // About one ed25519 key in 256 comes out with a leading zero byte stripped, which ssh2 itself cannot parse
  // (mscdex/ssh2#1390, #1513): draw again until it can.
  let hostKey = utils.generateKeyPairSync('ed25519').private;
  while (utils.parseKey(hostKey) instanceof Error)
    hostKey = utils.generateKeyPairSync('ed25519').private;
  const hooks: SftpHooks = {};
  let bytesSent = 0;
  const inside = (p: string) => {
    const full = path.join(root, path.posix.normalize(`/${p}`));
    return full.startsWith(root) ? full : root;
  };
  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password' && ctx.username === user && ctx.password === password)
        ctx.accept();
      else ctx.reject(['password']);
    });
    client.on('error', () => {});
    client.on('ready', () => {
      client.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const handles = new Map<
            number,
            { fd?: number; dir?: string; path?: string; listed?: boolean; data?: Buffer }
          >();
          let next = 0;
          const handle = (value: { fd?: number; dir?: string; path?: string; data?: Buffer }) => {
            const id = next++;
            handles.set(id, value);
            const buf = Buffer.alloc(4);
            buf.writeUInt32BE(id);
            return buf;
          };
          const held = (buf: Buffer) => handles.get(buf.readUInt32BE(0));
          sftp.on('REALPATH', (id, p) =>
            sftp.name(id, [
              { filename: path.posix.normalize(`/${p}`), longname: '', attrs: {} as never },
            ]),
          );
          const stat = (id: number, p: string) => {
            try {
              sftp.attrs(id, attrs(statSync(inside(p))));
            } catch {
              sftp.status(id, STATUS_CODE.NO_SUCH_FILE);
            }
          };
          sftp.on('STAT', stat);
          sftp.on('LSTAT', stat);
          sftp.on('OPENDIR', (id, p) => {
            try {
              if (!statSync(inside(p)).isDirectory()) throw new Error('not a directory');
              sftp.handle(id, handle({ dir: inside(p), path: p }));
            } catch {
              sftp.status(id, STATUS_CODE.NO_SUCH_FILE);
            }
          });
          sftp.on('READDIR', (id, h) => {
            const entry = held(h);
            if (!entry?.dir || entry.listed) return sftp.status(id, STATUS_CODE.EOF);
            entry.listed = true;
            const names = readdirSync(entry.dir).map((filename) => {
              const s = statSync(path.join(entry.dir!, filename));
              return {
                filename,
                longname: `${s.isDirectory() ? 'd' : '-'}rw-r--r-- 1 valg valg ${s.size} Jan 1 00:00 ${filename}`,
                attrs: attrs(s),
              };
            });
            const shown = hooks.listing?.(entry.path!, names) ?? names;
            sftp.name(id, shown as never);
          });
          sftp.on('OPEN', (id, p, flags) => {
            if (flags & (OPEN_MODE.WRITE | OPEN_MODE.CREAT))
              return sftp.status(id, STATUS_CODE.PERMISSION_DENIED);
            const hooked = hooks.open?.(p);
            if (hooked === 'stall') return;
            if (hooked) return sftp.handle(id, handle({ data: hooked }));
            try {
              sftp.handle(id, handle({ fd: openSync(inside(p), 'r') }));
            } catch {
              sftp.status(id, STATUS_CODE.NO_SUCH_FILE);
            }
          });
          sftp.on('FSTAT', (id, h) => {
            const entry = held(h);
            if (entry?.fd === undefined) return sftp.status(id, STATUS_CODE.FAILURE);
            sftp.attrs(id, attrs(fstatSync(entry.fd)));
          });
          sftp.on('READ', (id, h, offset, length) => {
            const entry = held(h);
            if (entry?.data) {
              const chunk = entry.data.subarray(offset, offset + length);
              if (chunk.length === 0) return sftp.status(id, STATUS_CODE.EOF);
              bytesSent += chunk.length;
              return sftp.data(id, chunk);
            }
            if (entry?.fd === undefined) return sftp.status(id, STATUS_CODE.FAILURE);
            const buf = Buffer.alloc(length);
            const n = readSync(entry.fd, buf, 0, length, offset);
            if (n === 0) return sftp.status(id, STATUS_CODE.EOF);
            bytesSent += n;
            sftp.data(id, buf.subarray(0, n));
          });
          sftp.on('CLOSE', (id, h) => {
            const entry = held(h);
            if (entry?.fd !== undefined) closeSync(entry.fd);
            handles.delete(h.readUInt32BE(0));
            sftp.status(id, STATUS_CODE.OK);
          });
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const publicKey = utils.parseKey(hostKey);
  if (publicKey instanceof Error) throw publicKey;
  return {
    port,
    hooks,
    /** File bytes sent in answer to READ requests since the server started. */
    bytesSent: () => bytesSent,
    /** The server's key fingerprint as `ssh-keygen -lf` prints it (SHA256:…, base64 without padding). */
    hostKey: `SHA256:${createHash('sha256').update(publicKey.getPublicSSH()).digest('base64').replace(/=+$/, '')}`,
    url: (folder: string) => `sftp://${user}:${password}@127.0.0.1:${port}${folder}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
