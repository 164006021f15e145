// Turns argv into one admin command, or throws UsageError with a Danish message; never touches the database.
import { MESSAGE_CATEGORIES, type MessageCategory } from '../../lib/validation/contact';
import { parseNewsletterArgs, type NewsletterCommand } from './newsletter';

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export type Delimiter = ',' | ';';
/** Where a list goes: CSV (';' by default, as Danish Excel wants) on stdout, or an .xlsx workbook written to `out`. */
type ListOutput = { delimiter: Delimiter; out?: string };

export type AdminCommand =
  | ({
      name: 'messages';
      since?: Date;
      category?: MessageCategory;
      format: 'table' | 'csv' | 'xlsx' | 'json';
    } & ListOutput)
  | ({ name: 'subscribers'; format: 'csv' | 'xlsx' | 'json' } & ListOutput)
  | { name: 'forget'; email: string; yes: boolean }
  | { name: 'purge' }
  | { name: 'stats' }
  | { name: 'mail'; action: 'status' }
  | { name: 'mail'; action: 'retry'; failed: boolean }
  | ({ name: 'volunteers'; format: 'csv' | 'xlsx' | 'json' } & ListOutput)
  | { name: 'events' }
  | ({ name: 'event'; slug: string; format: 'csv' | 'xlsx' } & ListOutput)
  | NewsletterCommand
  | { name: 'shifts'; action: 'list' }
  | ({ name: 'shifts'; action: 'export'; format: 'csv' | 'xlsx' } & ListOutput)
  | { name: 'help' };

type Parsed = { positional: string[]; options: Map<string, string | true> };

const VALUE_OPTIONS = new Set(['since', 'category', 'format', 'delimiter', 'out', 'topics']);

function split(argv: string[]): Parsed {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (options.has(name)) throw new UsageError(`--${name} er angivet mere end én gang.`);
    if (!VALUE_OPTIONS.has(name)) {
      if (inline !== undefined) throw new UsageError(`--${name} tager ingen værdi.`);
      options.set(name, true);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--')))
      throw new UsageError(`--${name} mangler en værdi.`);
    options.set(name, value);
  }
  return { positional, options };
}

function allowOnly(options: Parsed['options'], command: string, allowed: string[]) {
  for (const name of options.keys()) {
    if (!allowed.includes(name)) throw new UsageError(`Ukendt tilvalg for ${command}: --${name}`);
  }
}

const listChoices = (choices: readonly string[]) =>
  `${choices
    .slice(0, -1)
    .map((c) => `"${c}"`)
    .join(', ')} eller "${choices.at(-1)}"`;

function oneOf<T extends string>(
  value: string | true | undefined,
  choices: readonly T[],
  fallback: T,
  option: string,
): T {
  if (value === undefined) return fallback;
  const found = choices.find((c) => c === value);
  if (!found)
    throw new UsageError(`--${option} skal være ${listChoices(choices)} (fik "${String(value)}").`);
  return found;
}

/** 12h, 7d or YYYY-MM-DD (midnight UTC) before `now`. */
export function parseSince(value: string, now: Date): Date {
  const relative = /^(\d{1,5})([hd])$/.exec(value);
  if (relative)
    return new Date(
      now.getTime() - Number(relative[1]) * (relative[2] === 'h' ? 3_600_000 : 86_400_000),
    );
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)) return date;
  }
  throw new UsageError(`--since skal være fx 12h, 7d eller 2025-05-01 (fik "${value}").`);
}

const category = (value: string | true | undefined): MessageCategory | undefined => {
  if (value === undefined) return undefined;
  // "ide" is accepted for "idé": not every terminal makes typing é easy.
  const wanted = value === 'ide' ? 'idé' : value;
  const found = MESSAGE_CATEGORIES.find(
    (c) => c === (typeof wanted === 'string' ? wanted.normalize('NFC') : wanted),
  );
  if (!found)
    throw new UsageError(
      `--category skal være ${listChoices(MESSAGE_CATEGORIES)} (fik "${String(value)}").`,
    );
  return found;
};

export function parseAdminArgs(argv: string[], now = new Date()): AdminCommand {
  const { positional, options } = split(argv);
  const [name, ...rest] = positional;
  if (options.has('help') || name === 'help' || name === undefined) {
    if (name === undefined && !options.has('help')) throw new UsageError('Angiv en kommando.');
    return { name: 'help' };
  }
  const noArguments = () => {
    if (rest.length)
      throw new UsageError(`${name} tager ingen argumenter (fik "${rest.join(' ')}").`);
  };
  const delimiter = () => oneOf(options.get('delimiter'), [',', ';'] as const, ';', 'delimiter');
  /** The format, and for .xlsx the file it goes to (a workbook is no text for the terminal). */
  const output = <F extends string>(formats: readonly F[], fallback: F) => {
    const format = oneOf(options.get('format'), formats, fallback, 'format');
    const out = options.get('out');
    if (format === 'xlsx' && typeof out !== 'string')
      throw new UsageError('--format xlsx skal have en fil, fx: --out frivillige.xlsx');
    if (format !== 'xlsx' && out !== undefined)
      throw new UsageError('--out bruges kun med --format xlsx.');
    if (typeof out === 'string' && !out.endsWith('.xlsx'))
      throw new UsageError(`--out skal være en .xlsx-fil (fik "${out}").`);
    return { format, delimiter: delimiter(), ...(typeof out === 'string' ? { out } : {}) };
  };
  switch (name) {
    case 'messages': {
      noArguments();
      allowOnly(options, name, ['since', 'category', 'format', 'delimiter', 'out']);
      const since = options.get('since');
      return {
        name,
        since: typeof since === 'string' ? parseSince(since, now) : undefined,
        category: category(options.get('category')),
        ...output(['table', 'csv', 'xlsx', 'json'] as const, 'table'),
      };
    }
    case 'subscribers':
      noArguments();
      allowOnly(options, name, ['format', 'delimiter', 'out']);
      return { name, ...output(['csv', 'xlsx', 'json'] as const, 'csv') };
    case 'forget': {
      allowOnly(options, name, ['yes']);
      if (rest.length !== 1)
        throw new UsageError('forget skal have præcis én email, fx: forget jens@example.dk');
      const email = rest[0]!.trim();
      if (!/^[^\s@]+@[^\s@]+$/.test(email))
        throw new UsageError(`"${email}" ligner ikke en email.`);
      return { name, email, yes: options.has('yes') };
    }
    case 'purge':
    case 'stats':
      noArguments();
      allowOnly(options, name, []);
      return { name };
    case 'mail': {
      const [action, ...extra] = rest;
      if (extra.length)
        throw new UsageError(`mail ${action} tager ingen argumenter (fik "${extra.join(' ')}").`);
      if (action === 'status') {
        allowOnly(options, 'mail status', []);
        return { name, action };
      }
      if (action === 'retry') {
        allowOnly(options, 'mail retry', ['failed']);
        return { name, action, failed: options.has('failed') };
      }
      throw new UsageError(
        action
          ? `Ukendt mail-kommando: ${action} (brug "mail status" eller "mail retry")`
          : 'Skriv "mail status" eller "mail retry".',
      );
    }
    case 'volunteers':
      noArguments();
      allowOnly(options, name, ['format', 'delimiter', 'out']);
      return { name, ...output(['csv', 'xlsx', 'json'] as const, 'csv') };
    case 'events':
      noArguments();
      allowOnly(options, name, []);
      return { name };
    case 'event': {
      allowOnly(options, name, ['format', 'delimiter', 'out']);
      if (rest.length !== 1 || !/^[a-z0-9-]+$/.test(rest[0]!))
        throw new UsageError(
          'event skal have præcis ét arrangement, fx: event debat-paa-biblioteket',
        );
      return { name, slug: rest[0]!, ...output(['csv', 'xlsx'] as const, 'csv') };
    }
    case 'newsletter':
      return parseNewsletterArgs(rest, options);
    case 'shifts': {
      const [action, ...extra] = rest;
      if (extra.length)
        throw new UsageError(`shifts ${action} tager ingen argumenter (fik "${extra.join(' ')}").`);
      if (action === 'list') {
        allowOnly(options, 'shifts list', []);
        return { name, action };
      }
      if (action === 'export') {
        allowOnly(options, 'shifts export', ['format', 'delimiter', 'out']);
        return { name, action, ...output(['csv', 'xlsx'] as const, 'csv') };
      }
      throw new UsageError(
        action
          ? `Ukendt shifts-kommando: ${action} (brug "shifts list" eller "shifts export")`
          : 'Skriv "shifts list" eller "shifts export".',
      );
    }
    default:
      throw new UsageError(`Ukendt kommando: ${name}`);
  }
}
