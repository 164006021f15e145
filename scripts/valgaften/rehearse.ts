// `npm run valgaften:rehearse -- --from <folder> [--to <folder>] [--speed 60] [--start <ISO time>]`: replays a recorded
// night into a local source folder on its own timeline (the release time in each file's name), `--speed` times faster.
// Quiet stretches longer than 10 minutes (the days between kandidat-data and the night) are cut to 10 minutes.
// Point VALG_SOURCE at --to (default .data/valg-rehearsal) and run valgaften:watch or the cron beside it.
import { mkdir, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { publishUpTo, recordedFiles } from '../../lib/valgaften/replay';

const { values } = parseArgs({
  options: {
    from: { type: 'string', default: 'data/valgaften/rehearsal-lyngbaek' },
    to: { type: 'string', default: '.data/valg-rehearsal' },
    speed: { type: 'string', default: '60' },
    start: { type: 'string' },
  },
});

const MAX_GAP_MS = 10 * 60_000;

async function main() {
  const speed = Number(values.speed);
  if (!Number.isFinite(speed) || speed <= 0)
    throw new Error('--speed skal være et positivt tal, fx 60.');
  const files = await recordedFiles(values.from);
  if (!files.length) throw new Error(`Ingen VALG-filer med tidsstempel i ${values.from}.`);
  const start = values.start ? new Date(values.start) : files[0]!.at;
  if (Number.isNaN(start.getTime()))
    throw new Error('--start skal være et tidspunkt, fx 2029-11-20T19:30:00Z.');
  // Each file's moment on the replay's clock (ms after the start), with long quiet stretches cut short.
  let clock = 0;
  const timeline = files.map((f, i) => {
    const gap = i === 0 ? 0 : f.at.getTime() - files[i - 1]!.at.getTime();
    clock += Math.min(gap, MAX_GAP_MS);
    return { ...f, clock: f.at <= start ? 0 : clock };
  });
  const first = start;
  const last = files.at(-1)!.at;
  await rm(values.to, { recursive: true, force: true });
  await mkdir(values.to, { recursive: true });
  const began = Date.now();
  console.info(
    `${files.length} filer fra ${first.toISOString()} til ${last.toISOString()}, ${speed} gange hurtigere, i ${values.to}`,
  );
  for (;;) {
    const elapsed = (Date.now() - began) * speed;
    const due = timeline.filter((f) => f.clock <= elapsed);
    const copied = await publishUpTo(values.from, values.to, due, last);
    if (copied) console.info(`${due.at(-1)!.at.toISOString()}: ${copied} nye filer`);
    if (due.length === timeline.length) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.info('Natten er afspillet.');
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
