// `npm run bench:api`: POST and GET /api/poll on `next start` against real PostgreSQL (rate limits off),
// then the same insert and read in a minimal node:http + pg server, with requests/s, p99 and the ratio.
import { spawn } from 'node:child_process';
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';

const base =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const schema = 'bench_api';
const url = new URL(base);
url.searchParams.set('options', `-c search_path=${schema}`);
const dbUrl = url.toString();
const nextPort = Number(process.env.BENCH_NEXT_PORT ?? 3103);
const plainPort = Number(process.env.BENCH_PLAIN_PORT ?? 3113);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const seedVotes = Number(process.env.BENCH_SEED_VOTES ?? 1_000_000);
const options = ['option1', 'option2', 'option3', 'option4'];
// The same single statement as castVote in db/queries/poll.ts.
const voteSql = `with vote as (insert into poll_votes (poll_id, option_id) values ($1, $2) returning poll_id, option_id),
  bump as (insert into poll_tallies (poll_id, option_id, votes) select poll_id, option_id, 1 from vote
    on conflict (poll_id, option_id) do update set votes = poll_tallies.votes + 1 returning option_id, votes)
  select option_id, votes from bump union all
  select option_id, votes from poll_tallies where poll_id = $1 and option_id <> $2`;
const tallySql = 'select option_id, votes from poll_tallies where poll_id = $1';

if (process.argv[2] === '--plain-server') {
  // The baseline: the same validation idea, statements and answer shape, without the framework.
  const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });
  const results = async (pollId, voteFor) => {
    const { rows } = voteFor
      ? await pool.query(voteSql, [pollId, voteFor])
      : await pool.query(tallySql, [pollId]);
    const counts = new Map(rows.map((r) => [r.option_id, Number(r.votes)]));
    const total = options.reduce((s, o) => s + (counts.get(o) ?? 0), 0);
    return {
      pollId,
      total,
      options: options.map((id) => ({
        id,
        count: counts.get(id) ?? 0,
        percent: total ? Math.round(((counts.get(id) ?? 0) / total) * 100) : 0,
      })),
    };
  };
  const send = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  http
    .createServer(async (req, res) => {
      try {
        if (req.method === 'GET') return send(res, 200, await results('ai_welfare_2025'));
        let raw = '';
        for await (const chunk of req) raw += chunk;
        const { pollId, optionId } = JSON.parse(raw);
        if (pollId !== 'ai_welfare_2025' || !options.includes(optionId))
          return send(res, 422, { error: 'invalid' });
        send(res, 201, await results(pollId, optionId));
      } catch {
        send(res, 500, { error: 'internal' });
      }
    })
    .listen(plainPort);
} else {
  await main();
}

async function prepareSchema() {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.query(`create schema ${schema}`);
  await client.end();
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: dbUrl, max: 1 });
  await migrate(drizzle(pool), { migrationsFolder: 'db/migrations', migrationsSchema: schema });
  // GET must stay fast with a million votes stored: seed them, with the tally the app would have kept.
  await pool.query(
    `insert into poll_votes (poll_id, option_id) select 'ai_welfare_2025', 'option' || (1 + i % 4) from generate_series(1, $1::int) i`,
    [seedVotes],
  );
  await pool.query(
    `insert into poll_tallies select poll_id, option_id, count(*) from poll_votes group by 1, 2`,
  );
  await pool.query('vacuum analyze poll_votes');
  await pool.query('vacuum analyze poll_tallies');
  const timing = async (query) => {
    const { rows } = await pool.query(`explain (analyze, format json) ${query}`, [
      'ai_welfare_2025',
    ]);
    return rows[0]['QUERY PLAN'][0]['Execution Time'].toFixed(2);
  };
  const countMs = await timing(
    'select option_id, count(*) from poll_votes where poll_id = $1 group by option_id',
  );
  const tallyMs = await timing(tallySql);
  console.log(
    `${seedVotes.toLocaleString('en')} votes seeded: counting them takes ${countMs} ms in PostgreSQL, reading the tally ${tallyMs} ms.`,
  );
  await pool.end();
}

function start(args, env) {
  const child = spawn(process.execPath, args, {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  return child;
}

async function waitFor(target) {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(target).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${target} did not answer`);
}

async function run(title, target, method) {
  let i = 0;
  const result = await autocannon({
    url: target,
    method,
    connections,
    duration,
    headers: { 'content-type': 'application/json' },
    requests:
      method === 'POST'
        ? [
            {
              setupRequest: (req) => ({
                ...req,
                body: JSON.stringify({ pollId: 'ai_welfare_2025', optionId: options[i++ % 4] }),
              }),
            },
          ]
        : undefined,
  });
  const ok = result['2xx'];
  const row = {
    title,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    ok,
    errors: result.non2xx + result.errors,
  };
  console.log(
    `${title.padEnd(24)} ${String(row.rps).padStart(7)} req/s   p99 ${String(row.p99).padStart(5)} ms   2xx ${ok}   other ${row.errors}`,
  );
  return row;
}

async function main() {
  await prepareSchema();
  console.log(
    `autocannon, ${connections} connections, ${duration} s each, PostgreSQL ${url.host}, schema ${schema}\n`,
  );
  const children = [];
  const stop = () =>
    children.forEach((c) => {
      try {
        if (c.pid) process.kill(-c.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    });
  process.on('exit', stop);
  try {
    children.push(
      start(['node_modules/next/dist/bin/next', 'start', '-p', String(nextPort)], {
        DATABASE_URL: dbUrl,
        RATE_LIMIT_ENABLED: 'false',
        NODE_ENV: 'production',
        UNSUBSCRIBE_SECRET:
          process.env.UNSUBSCRIBE_SECRET ?? 'bench-only-unsubscribe-secret-0123456789',
        CRON_SECRET: process.env.CRON_SECRET ?? 'bench-only-cron-secret-0123456789',
      }),
    );
    children.push(start(['scripts/bench/api.mjs', '--plain-server']));
    const nextUrl = `http://127.0.0.1:${nextPort}/api/poll`;
    const plainUrl = `http://127.0.0.1:${plainPort}/api/poll`;
    await waitFor(`${nextUrl}?pollId=ai_welfare_2025`);
    await waitFor(plainUrl);
    // Warm both up (JIT, pool connections) before measuring.
    await Promise.all(
      [nextUrl, plainUrl].map((u) => autocannon({ url: u, connections: 10, duration: 2 })),
    );
    const rows = {
      nextPost: await run('next  POST /api/poll', nextUrl, 'POST'),
      nextGet: await run('next  GET  /api/poll', `${nextUrl}?pollId=ai_welfare_2025`, 'GET'),
      plainPost: await run('plain POST /api/poll', plainUrl, 'POST'),
      plainGet: await run('plain GET  /api/poll', plainUrl, 'GET'),
    };
    const ratio = (a, b) => (b.rps / a.rps).toFixed(1);
    console.log(
      `\nplain node:http + pg is ${ratio(rows.nextPost, rows.plainPost)}x Next for POST and ${ratio(rows.nextGet, rows.plainGet)}x for GET (req/s).`,
    );
    const check = new pg.Client({ connectionString: dbUrl });
    await check.connect();
    const {
      rows: [tally],
    } = await check.query(
      'select (select coalesce(sum(votes), 0) from poll_tallies)::bigint as tallied, (select count(*) from poll_votes)::bigint as stored',
    );
    await check.query(`drop schema ${schema} cascade`);
    await check.end();
    console.log(
      `votes stored ${tally.stored}, tallied ${tally.tallied}${tally.stored === tally.tallied ? ' (consistent)' : ' (MISMATCH)'}`,
    );
  } finally {
    stop();
  }
}
