// Where mail goes: SMTP (SMTP_URL) through nodemailer, or, with no SMTP_URL, .eml files under .data/mail that the log names.
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

function smtpTransport(url: string, { timeoutMs = 15_000, pool = false }: TransportOptions): MailTransport {
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
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'file',
    send: async ({ outboxId, ...mail }) => {
      const info = await transporter.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${outboxId}.eml`);
      await writeFile(file, info.message as Buffer);
      console.info(`[mail] no SMTP_URL: mail ${outboxId} written to ${path.relative(process.cwd(), file) || file}`);
    },
    close: () => transporter.close(),
  };
}

export function createTransport(options: TransportOptions = {}): MailTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL, options) : fileTransport(mailDir());
}

export const defaultFrom = () => mailFrom();
