// Issue 45 item 9: does the room's sign-in form answer a team address and any other address in the same time? Starts
// `next start` (needs `npm run build`) with one team address, then sends 50 requests for each, interleaved (team,
// other, other, team, …) so machine noise falls on both alike, after 10 warm-up requests each, and prints the medians.
// Usage: flock /tmp/heavy.lock node scripts/bench/sign-in-timing.mjs   (BENCH_REQUESTS, BENCH_PORT to change)
import { machine, startServer } from './server.mjs';

const requests = Number(process.env.BENCH_REQUESTS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3197);
const team = 'kampagne@fremtidslisten.example';
const other = 'nabo@example.dk';

const server = await startServer({
  port,
  env: {
    ADMIN_EMAILS: team,
    BETTER_AUTH_SECRET: 'bench-only-better-auth-secret-0123456789abcdef',
    SITE_URL: `http://127.0.0.1:${port}`,
    PGLITE_DATA_DIR: `.data/bench-sign-in-${Date.now()}`,
  },
});

async function ask(email) {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/kampagne/log-ind`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ email }).toString(),
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 303) throw new Error(`${email}: ${response.status}`);
  return { ms, location: response.headers.get('location') };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const quantile = (xs, q) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

try {
  for (let i = 0; i < 10; i++) {
    await ask(team);
    await ask(other);
  }
  const times = { team: [], other: [] };
  const locations = new Set();
  for (let i = 0; i < requests; i++) {
    const order = i % 2 ? ['other', 'team'] : ['team', 'other'];
    for (const who of order) {
      const { ms, location } = await ask(who === 'team' ? team : other);
      times[who].push(ms);
      locations.add(location);
    }
  }
  console.log(machine());
  console.log(`${requests} requests each, interleaved, after 10 warm-up requests each`);
  for (const who of ['team', 'other'])
    console.log(
      `${who === 'team' ? 'team address ' : 'other address'}: median ${median(times[who]).toFixed(2)} ms, p90 ${quantile(times[who], 0.9).toFixed(2)} ms`,
    );
  console.log(`difference of medians: ${(median(times.team) - median(times.other)).toFixed(2)} ms`);
  console.log(`answers: ${[...locations].join(', ')}`);
} finally {
  await server.stop();
}
