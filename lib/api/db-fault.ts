// Tells "the database is unreachable" (503, try later) apart from every other failure (500).

// Class 08 connection exception, 53 insufficient resources, 57P01-57P03 server shutting down or starting.
const unavailableSqlState = /^(08|53|57P0[123])/;
const unavailableErrno = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
// node-postgres reports pool and socket trouble only in the message.
const unavailableMessage =
  /timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error/i;

function* causes(error: unknown): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    yield current;
    if (current instanceof AggregateError) yield* current.errors;
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when the error chain (Drizzle wraps the driver's error in .cause) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    if (typeof e !== 'object' || e === null) continue;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableErrno.has(code) || unavailableSqlState.test(code)))
      return true;
    if (e instanceof Error && unavailableMessage.test(e.message)) return true;
  }
  return false;
}

/** The Postgres SQLSTATE anywhere in the chain, e.g. 23505 for a unique violation. */
export function sqlState(error: unknown): string | undefined {
  for (const e of causes(error)) {
    const code = (e as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && /^(?=.*\d)[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
