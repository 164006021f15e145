// A real SMTP server in the test process (smtp-server from the nodemailer project); what arrives is parsed with mailparser.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

type ReceivedMail = { envelope: { from: string; to: string[] }; raw: string; parsed: ParsedMail };

export type SmtpSink = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** An SMTP code (e.g. 451, 550) to answer every RCPT TO with; null accepts. */
  rejectWith: number | null;
  /** Resolves once `count` mails have arrived in total. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

/** Starts a plain-text SMTP server on 127.0.0.1 (port 0: any free one) that keeps every mail it accepts. */
export async function startSmtpSink(port = 0, keep = true): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sink = { rejectWith: null as number | null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (sink.rejectWith === null) return callback();
      const error = Object.assign(
        new Error(sink.rejectWith >= 500 ? 'Mailbox unavailable' : 'Try again later'),
        { responseCode: sink.rejectWith },
      );
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (keep) {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            raw,
            parsed: await simpleParser(raw),
          });
        } else {
          received.length++;
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return Object.assign(sink, {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    waitFor: async (count: number, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until)
          throw new Error(`SMTP sink: ${received.length} of ${count} mails arrived`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A port on which nothing listens (a sink started and stopped again). */
export async function closedPort(): Promise<number> {
  const sink = await startSmtpSink();
  await sink.close();
  return sink.port;
}
