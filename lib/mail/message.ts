// A mail as the outbox stores it: rendered once when it is enqueued, so the worker only has to send it.
import type { NewOutboxMail } from '../../db/schema';

export type OutgoingMail = Pick<
  NewOutboxMail,
  'kind' | 'recipient' | 'aboutEmail' | 'subject' | 'textBody' | 'htmlBody' | 'replyTo' | 'headers'
> &
  Pick<Partial<NewOutboxMail>, 'attachments'>;

/** A minimal HTML document; every value in `body` must already be escaped. */
export const htmlDocument = (title: string, body: string) =>
  `<!doctype html>\n<html lang="da"><head><meta charset="utf-8"><title>${title}</title></head>\n<body style="font-family:sans-serif;line-height:1.5">\n${body}\n</body></html>\n`;
