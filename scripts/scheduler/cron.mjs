// The five-field cron expressions vercel.json uses (minute hour day-of-month month day-of-week), read in UTC as Vercel
// Cron reads them. Numbers, `*`, ranges `a-b`, steps `/n` and lists `,` only: Vercel accepts nothing else (no names,
// no L or W), so anything else is refused when the scheduler starts instead of never firing.
const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  // 7 is Sunday too, as in every cron.
  { name: 'day of week', min: 0, max: 7 },
];

function parseField(text, { name, min, max }) {
  const values = new Set();
  for (const item of text.split(',')) {
    const match = /^(?:(\*)|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(item);
    if (!match) throw new Error(`${name} "${item}" is not a number, *, a range or a step`);
    const [, star, from, to, every] = match;
    const step = every === undefined ? 1 : Number(every);
    const lo = star ? min : Number(from);
    const hi = star ? max : to !== undefined ? Number(to) : every !== undefined ? max : lo;
    if (lo < min || hi > max || lo > hi || step < 1)
      throw new Error(`${name} "${item}" is outside ${min}-${max}`);
    for (let v = lo; v <= hi; v += step) values.add(name === 'day of week' && v === 7 ? 0 : v);
  }
  return values;
}

/** @param {string} expression e.g. "15 2 * * *"; throws an Error that names the field it cannot read. */
export function parseCron(expression) {
  const parts = String(expression).trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`"${expression}" has ${parts.length} fields, not 5`);
  const [minute, hour, day, month, weekday] = parts.map((part, i) => parseField(part, FIELDS[i]));
  return {
    minute,
    hour,
    day,
    month,
    weekday,
    // Classic cron: when both day fields are restricted, a day matching either one is due.
    eitherDay: !parts[2].startsWith('*') && !parts[4].startsWith('*'),
  };
}

/** Whether the minute that `date` falls in (UTC) is one the parsed expression runs in. */
export function cronDue(cron, date) {
  if (
    !cron.minute.has(date.getUTCMinutes()) ||
    !cron.hour.has(date.getUTCHours()) ||
    !cron.month.has(date.getUTCMonth() + 1)
  )
    return false;
  const day = cron.day.has(date.getUTCDate());
  const weekday = cron.weekday.has(date.getUTCDay());
  return cron.eitherDay ? day || weekday : day && weekday;
}

/**
 * The shortest stretch of a day (from `day`, a UTC midnight in ms) in which every schedule is due at least once:
 * where a fast-clock run (scripts/ci/scheduler-check.mjs) starts, so it sees each cron called in seconds.
 */
export function shortestStretch(schedules, day) {
  const parsed = schedules.map(parseCron);
  const firstAfter = (cron, from) => {
    for (let m = from + 60_000; m <= from + 2 * 24 * 3_600_000; m += 60_000)
      if (cronDue(cron, new Date(m))) return m;
    return Infinity;
  };
  let best = { start: day, end: Infinity };
  for (let start = day; start < day + 24 * 3_600_000; start += 60_000) {
    const end = Math.max(...parsed.map((cron) => firstAfter(cron, start)));
    if (end - start < best.end - best.start) best = { start, end };
  }
  return best;
}
