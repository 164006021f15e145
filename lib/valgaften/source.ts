import 'server-only';
// Where the official files are read: a local folder (rehearsal, tests) or the state's SFTP server (data.valg.dk), both
// with the published layout: one folder per kind of file under the election's folder.
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { open, readdir, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import SftpClient from 'ssh2-sftp-client';
import { VALG_FOLDERS } from './folders';
import { openSourceLabel } from './source-label';

export type SourceEntry = { name: string; size: number };

export type ValgSource = {
  /** A description without the password, for the room and logs. */
  label: string;
  list(): Promise<SourceEntry[]>;
  /** At most the file's first `maxBytes + 1` bytes: one more than allowed is enough to tell it is too big. */
  read(name: string, maxBytes: number): Promise<Uint8Array>;
  close(): Promise<void>;
};

/**
 * A listed file that cannot be read (gone, not a file, closed to us, or no answer in time). It concerns that file only:
 * the job goes on with the others and tries it again next time.
 */
export class UnreadableFileError extends Error {
  constructor(name: string, why: string) {
    super(`${name} kunne ikke læses: ${why}`);
    this.name = 'UnreadableFileError';
  }
}

const codeOf = (error: unknown) => (error as { code?: unknown })?.code;
const isMissing = (error: unknown) => codeOf(error) === 'ENOENT' || codeOf(error) === 2;
/** Errors that concern one entry of a folder, not the folder: gone, a link to nothing or to itself, not ours to read. */
const FILE_PROBLEMS = new Set([
  'ENOENT',
  'ELOOP',
  'EACCES',
  'EPERM',
  'EISDIR',
  'ENXIO',
  'ENAMETOOLONG',
]);

async function readAtMost(file: FileHandle, limit: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  while (total < limit) {
    const chunk = Buffer.allocUnsafe(Math.min(64 * 1024, limit - total));
    const { bytesRead } = await file.read(chunk, 0, chunk.length, null);
    if (bytesRead === 0) break;
    chunks.push(chunk.subarray(0, bytesRead));
    total += bytesRead;
  }
  return Buffer.concat(chunks, total);
}

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
          const info = await stat(path.join(root, folder, file)).catch((error: unknown) => {
            if (FILE_PROBLEMS.has(codeOf(error) as string)) return null;
            throw error;
          });
          if (info?.isFile()) entries.push({ name: `${folder}/${file}`, size: info.size });
        }
      }
      return entries;
    },
    async read(name, maxBytes) {
      // O_NONBLOCK: a FIFO put where a file was opens at once (and is refused below) instead of waiting for a writer.
      const file = await open(
        path.join(root, name),
        constants.O_RDONLY | constants.O_NONBLOCK,
      ).catch((error: unknown) => {
        if (FILE_PROBLEMS.has(codeOf(error) as string))
          throw new UnreadableFileError(name, String(codeOf(error)));
        throw error;
      });
      try {
        if (!(await file.stat()).isFile())
          throw new UnreadableFileError(name, 'det er ikke en almindelig fil');
        return await readAtMost(file, maxBytes + 1);
      } finally {
        await file.close();
      }
    },
    close: async () => {},
  };
}

/** A host key's fingerprint as `ssh-keygen -lf` and `ssh` print it: SHA256:<base64 without padding>. */
export const hostKeyFingerprint = (key: Buffer) =>
  `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/** How long one SFTP call may take: a server that stops answering must not hold the job, and every later run, for good. */
const CALL_TIMEOUT_MS = 15_000;
/** SFTP status codes that concern one file, not the server: NO_SUCH_FILE, PERMISSION_DENIED. */
const SFTP_FILE_PROBLEMS = new Set([2, 3]);

class SilentServerError extends Error {}

async function firstBytes(sftp: SftpClient, remote: string, count: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  // `end` counts inclusively: no more than `count` bytes leave the server, whatever it listed.
  for await (const chunk of sftp.createReadStream(remote, { start: 0, end: count - 1 }))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sftpSource(url: URL, hostKey: string | undefined, timeoutMs: number): ValgSource {
  const root = decodeURIComponent(url.pathname).replace(/\/+$/, '');
  let client: SftpClient | undefined;
  let connected: Promise<SftpClient> | undefined;
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
    (connected ??= (async () => {
      const fresh = new SftpClient('valgaften');
      client = fresh;
      await fresh.connect({
        host: url.hostname,
        port: Number(url.port || 22),
        username: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        readyTimeout: timeoutMs,
        hostVerifier,
      });
      return fresh;
    })().catch((error: unknown) => {
      connected = undefined;
      if (keyRefused)
        throw new Error(
          `SFTP-serverens nøgle passer ikke med VALG_HOST_KEY; der er intet hentet fra ${url.hostname}.`,
        );
      throw error;
    }));
  // ssh2-sftp-client keeps its ssh2 Client as `client`, which its types leave out.
  const drop = (stuck: SftpClient | undefined) =>
    (stuck as unknown as { client?: { destroy(): void } } | undefined)?.client?.destroy();
  /** One call within the time limit; a server that lets it pass loses the connection, and the next call opens another. */
  async function call<T>(work: (sftp: SftpClient) => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const silence = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new SilentServerError(
              `SFTP-serveren svarede ikke inden for ${timeoutMs / 1000} sekunder.`,
            ),
          ),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([connect().then(work), silence]);
    } catch (error) {
      if (error instanceof SilentServerError) {
        drop(client);
        client = undefined;
        connected = undefined;
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    label: openSourceLabel(url.toString()),
    async list() {
      const entries: SourceEntry[] = [];
      for (const folder of VALG_FOLDERS) {
        const dir = `${root}/${folder}`;
        if (!(await call((sftp) => sftp.exists(dir)))) continue;
        const files = await call((sftp) =>
          sftp.list(dir, (f) => f.type === '-' && /\.json$/i.test(f.name)),
        );
        for (const file of files) entries.push({ name: `${folder}/${file.name}`, size: file.size });
      }
      return entries;
    },
    async read(name, maxBytes) {
      try {
        return await call((sftp) => firstBytes(sftp, `${root}/${name}`, maxBytes + 1));
      } catch (error) {
        if (error instanceof SilentServerError) throw new UnreadableFileError(name, error.message);
        if (SFTP_FILE_PROBLEMS.has(codeOf(error) as number))
          throw new UnreadableFileError(name, (error as Error).message);
        throw error;
      }
    },
    async close() {
      const open = client;
      client = undefined;
      connected = undefined;
      if (!open) return;
      // A server that never closes its side must not hold the job either.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        open.end().catch(() => {}),
        new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
      drop(open);
    },
  };
}

/**
 * The source VALG_SOURCE names: an sftp:// URL or a folder (relative to the working directory). `hostKey`
 * (VALG_HOST_KEY) pins the SFTP server's key by its SHA256 fingerprint; `timeoutMs` is how long one SFTP call may take.
 */
export function openSource(
  spec: string,
  { hostKey, timeoutMs = CALL_TIMEOUT_MS }: { hostKey?: string; timeoutMs?: number } = {},
): ValgSource {
  if (spec.startsWith('sftp://')) return sftpSource(new URL(spec), hostKey, timeoutMs);
  return folderSource(path.resolve(spec));
}
