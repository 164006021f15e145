// `newsletter list | send <slug> [--topics a,b] [--yes] | status <slug>`: the room's "Udsendelser" from a terminal.
import { getNewsletter, getNewsletters } from '../../lib/content/newsletters';
import {
  countRecipients,
  listSends,
  planSend,
  runDueSends,
  sendsOf,
} from '../../lib/newsletter/sends';
import { knownTopics, topicKeys } from '../../lib/newsletter/topics';
import { UsageError } from './args';
import type { AdminContext } from './commands';
import { formatDanishTime, plural, table } from './format';

export type NewsletterCommand =
  | { name: 'newsletter'; action: 'list' }
  | { name: 'newsletter'; action: 'send'; slug: string; topics?: string[]; yes: boolean }
  | { name: 'newsletter'; action: 'status'; slug: string };

/** Who the audit log names for a send started from the terminal. */
const CLI_ACTOR = 'kommandolinjen';

const stateWords = {
  planned: 'planlagt',
  sending: 'sendes',
  sent: 'sendt',
  failed: 'fejlet',
  stopped: 'stoppet',
} as const;

export function parseNewsletterArgs(
  rest: string[],
  options: Map<string, string | true>,
): NewsletterCommand {
  const [action, ...args] = rest;
  const allow = (names: string[]) => {
    for (const name of options.keys())
      if (!names.includes(name))
        throw new UsageError(`Ukendt tilvalg for newsletter ${action}: --${name}`);
  };
  const oneSlug = () => {
    if (args.length !== 1 || !/^[a-z0-9-]+$/.test(args[0]!))
      throw new UsageError(
        `newsletter ${action} skal have præcis ét nyhedsbrev, fx: newsletter ${action} 2026-10-byraadet`,
      );
    return args[0]!;
  };
  if (action === 'list') {
    allow([]);
    if (args.length)
      throw new UsageError(`newsletter list tager ingen argumenter (fik "${args.join(' ')}").`);
    return { name: 'newsletter', action };
  }
  if (action === 'status') {
    allow([]);
    return { name: 'newsletter', action, slug: oneSlug() };
  }
  if (action === 'send') {
    allow(['topics', 'yes']);
    const slug = oneSlug();
    const given = options.get('topics');
    let topics: string[] | undefined;
    if (typeof given === 'string') {
      topics = given
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const unknown = topics.filter((t) => !topicKeys().includes(t));
      if (unknown.length || topics.length === 0)
        throw new UsageError(
          `--topics skal være emner fra content/site.json: ${topicKeys().join(', ')} (fik "${given}").`,
        );
    }
    return { name: 'newsletter', action, slug, topics, yes: options.has('yes') };
  }
  throw new UsageError(
    action
      ? `Ukendt newsletter-kommando: ${action} (brug list, send eller status)`
      : 'Skriv "newsletter list", "newsletter send <nyhedsbrev>" eller "newsletter status <nyhedsbrev>".',
  );
}

export async function runNewsletter(
  command: NewsletterCommand,
  { handle, terminal, now }: AdminContext,
) {
  const { db } = handle;
  if (command.action === 'list') {
    const sends = await listSends(db, 500);
    const rows = getNewsletters().map((n) => {
      const last = sends.find((s) => s.slug === n.slug);
      return [
        n.slug,
        n.date,
        n.topics.join(', '),
        n.archive ? 'ja' : 'nej',
        last ? `${stateWords[last.state]} (${last.sent}/${last.recipients})` : '–',
      ];
    });
    terminal.out(table(['Nyhedsbrev', 'Dato', 'Emner', 'Arkiv', 'Seneste udsendelse'], rows));
    return 0;
  }
  const newsletter = getNewsletter(command.slug);
  if (!newsletter) {
    terminal.err(`Intet nyhedsbrev hedder ${command.slug} (se "newsletter list").\n`);
    return 1;
  }
  if (command.action === 'status') {
    const sends = await sendsOf(db, command.slug);
    const left = await countRecipients(db, { slug: command.slug, topics: topicKeys() });
    terminal.out(
      sends.length
        ? table(
            [
              '#',
              'Status',
              'Emner',
              'Planlagt',
              'Modtagere',
              'Sendt',
              'Fejlet',
              'Afvist',
              'Afmeldt siden',
            ],
            sends.map((s) => [
              String(s.id),
              stateWords[s.state],
              s.topics.join(', '),
              formatDanishTime(s.scheduledAt),
              String(s.recipients),
              String(s.sent),
              String(s.failed),
              String(s.bounced),
              String(s.unsubscribed),
            ]),
          )
        : 'Ikke sendt endnu.\n',
    );
    terminal.out(
      `${plural(left, 'modtager', 'modtagere')} (alle emner) har ikke fået det endnu.\n`,
    );
    return 0;
  }
  const topics = knownTopics(command.topics ?? newsletter.topics);
  const count = await countRecipients(db, { slug: command.slug, topics });
  terminal.out(
    `"${newsletter.subject}" til emnerne ${topics.join(', ')}: ${plural(count, 'modtager', 'modtagere')}.\n`,
  );
  if (!command.yes) {
    const answer = (
      await terminal.ask(`Ja, send til ${count} modtagere? Skriv "ja" for at fortsætte: `)
    )
      .trim()
      .toLowerCase();
    if (answer !== 'ja' && answer !== 'j' && answer !== 'yes' && answer !== 'y') {
      terminal.err('Afbrudt. Intet er sendt.\n');
      return 1;
    }
  }
  const { send, created } = await planSend(db, {
    slug: command.slug,
    topics,
    actor: CLI_ACTOR,
    at: now,
  });
  if (!created) terminal.out(`Udsendelse #${send.id} kører allerede; intet nyt er sat i gang.\n`);
  const tick = await runDueSends(db, now);
  terminal.out(
    `Udsendelse #${send.id}: ${plural(tick.enqueued, 'mail', 'mails')} lagt i udbakken. De sendes af GET /api/cron/newsletter eller "npm run admin -- mail retry".\n`,
  );
  return 0;
}
