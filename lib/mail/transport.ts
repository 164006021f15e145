// Where mail goes: SMTP (SMTP_URL) through nodemailer. Without SMTP_URL mail stays queued in the outbox (issue 34: no
// mail rests on disk outside the database), except under `next dev`, where .eml files under .data/mail let a developer
// read the sign-in link and the mails their own test data made.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { env } from '../env.js';
import { mailDir, mailFrom } from './config';

export type MailTransport = {
  kind: 'smtp' | 'file';
  send: (mail: Mail.Options & { outboxId: number }) => Promise<void>;
  close: () => void;
};

export type TransportOptions = {
  /** Gives up on connect, greeting and each SMTP reply after this long. */
  timeoutMs?: number;
  /** Keeps connections open for many mails (the cron and the benchmark); a single attempt needs none. */
  pool?: boolean;
};

function smtpTransport(
  url: string,
  { timeoutMs = 15_000, pool = false }: TransportOptions,
): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool,
    maxConnections: 3,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // smtp:// upgrades with STARTTLS whenever the server offers it; smtps:// is TLS from the first byte.
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: 'smtp',
    send: async (mail) => {
      const { outboxId, ...message } = mail;
      // The outbox id only names the .eml file in file mode; SMTP gets the message alone.
      void outboxId;
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** Dev mode: the raw message as a file; the log line gives its path, never who it is for. */
function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    kind: 'file',
    send: async ({ outboxId, ...mail }) => {
      const info = await transporter.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${outboxId}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      console.info(
        `[mail] no SMTP_URL: mail ${outboxId} written to ${path.relative(process.cwd(), file) || file}`,
      );
    },
    close: () => transporter.close(),
  };
}

export type MailDelivery = 'smtp' | 'file' | 'held';

/** How mail leaves this server: by SMTP, as files (next dev only), or not at all (held in the outbox). */
export function mailDelivery(): MailDelivery {
  if (env.SMTP_URL) return 'smtp';
  return env.NODE_ENV === 'development' ? 'file' : 'held';
}

/** The Danish sentence for /api/health and the room when mail does not leave by SMTP; null when it does. */
export function mailDeliveryNotice(delivery: MailDelivery = mailDelivery()): string | null {
  if (delivery === 'held')
    return 'Mail sendes ikke: SMTP_URL er ikke sat. Mails venter i udbakken, til den er sat.';
  if (delivery === 'file')
    return 'Mail sendes ikke: SMTP_URL er ikke sat, så mails gemmes som filer i .data/mail (kun under next dev).';
  return null;
}

let heldWarned = false;

/** True while mail is held: the worker then claims nothing, so every row stays pending with no attempt counted. */
export function mailHeld(): boolean {
  if (mailDelivery() !== 'held') return false;
  if (!heldWarned)
    console.warn('[mail] SMTP_URL is not set: mail stays queued in the outbox until it is.');
  heldWarned = true;
  return true;
}

export function createTransport(options: TransportOptions = {}): MailTransport {
  if (env.SMTP_URL) return smtpTransport(env.SMTP_URL, options);
  // The worker asks mailHeld() first; this guard keeps any other caller from writing mail to disk in production.
  if (mailDelivery() === 'held') throw new Error('SMTP_URL is not set: mail is held in the outbox');
  return fileTransport(mailDir());
}

export const defaultFrom = () => mailFrom();
