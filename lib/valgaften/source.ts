import 'server-only';
// Where the official files are read: a local folder (rehearsal, tests) or the state's SFTP server (data.valg.dk), both
// with the published layout: one folder per kind of file under the election's folder.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import SftpClient from 'ssh2-sftp-client';
import { VALG_FOLDERS } from './folders';
import { openSourceLabel } from './source-label';

export type SourceEntry = { name: string; size: number };

export type ValgSource = {
  /** A description without the password, for the room and logs. */
  label: string;
  list(): Promise<SourceEntry[]>;
  read(name: string): Promise<Uint8Array>;
  close(): Promise<void>;
};

const isMissing = (error: unknown) =>
  (error as { code?: unknown })?.code === 'ENOENT' || (error as { code?: unknown })?.code === 2;

function folderSource(root: string): ValgSource {
  return {
    label: openSourceLabel(root),
    async list() {
      const entries: SourceEntry[] = [];
      for (const folder of VALG_FOLDERS) {
        const names = await readdir(path.join(root, folder)).catch((error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        });
        for (const file of names.filter((n) => n.toLowerCase().endsWith('.json'))) {
          const info = await stat(path.join(root, folder, file));
          if (info.isFile()) entries.push({ name: `${folder}/${file}`, size: info.size });
        }
      }
      return entries;
    },
    read: async (name) => new Uint8Array(await readFile(path.join(root, name))),
    close: async () => {},
  };
}

/** A host key's fingerprint as `ssh-keygen -lf` and `ssh` print it: SHA256:<base64 without padding>. */
export const hostKeyFingerprint = (key: Buffer) =>
  `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

function sftpSource(url: URL, hostKey: string | undefined): ValgSource {
  const client = new SftpClient('valgaften');
  const root = decodeURIComponent(url.pathname).replace(/\/+$/, '');
  let connected: Promise<unknown> | undefined;
  let keyRefused = false;
  // The password is public, so the host key is what tells the state's server from anyone on the way who would serve
  // their own results: with VALG_HOST_KEY set, a server with another key is refused before anything is read.
  const hostVerifier = hostKey
    ? (key: Buffer) => {
        keyRefused = hostKeyFingerprint(key) !== hostKey;
        return !keyRefused;
      }
    : undefined;
  const connect = () =>
    (connected ??= client
      .connect({
        host: url.hostname,
        port: Number(url.port || 22),
        username: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        readyTimeout: 15_000,
        hostVerifier,
      })
      .catch((error: unknown) => {
        connected = undefined;
        if (keyRefused)
          throw new Error(
            `SFTP-serverens nøgle passer ikke med VALG_HOST_KEY; der er intet hentet fra ${url.hostname}.`,
          );
        throw error;
      }));
  return {
    label: openSourceLabel(url.toString()),
    async list() {
      await connect();
      const entries: SourceEntry[] = [];
      for (const folder of VALG_FOLDERS) {
        const dir = `${root}/${folder}`;
        if (!(await client.exists(dir))) continue;
        for (const file of await client.list(dir, (f) => f.type === '-' && /\.json$/i.test(f.name)))
          entries.push({ name: `${folder}/${file.name}`, size: file.size });
      }
      return entries;
    },
    async read(name) {
      await connect();
      const data = await client.get(`${root}/${name}`);
      if (!Buffer.isBuffer(data)) throw new Error('SFTP-serveren sendte ikke filens indhold.');
      return new Uint8Array(data);
    },
    async close() {
      if (connected) await client.end().catch(() => {});
    },
  };
}

/**
 * The source VALG_SOURCE names: an sftp:// URL or a folder (relative to the working directory). `hostKey`
 * (VALG_HOST_KEY) pins the SFTP server's key by its SHA256 fingerprint.
 */
export function openSource(spec: string, { hostKey }: { hostKey?: string } = {}): ValgSource {
  if (spec.startsWith('sftp://')) return sftpSource(new URL(spec), hostKey);
  return folderSource(path.resolve(spec));
}
