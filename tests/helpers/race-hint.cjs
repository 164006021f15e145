// Jest's globalTeardown: after a run without TEST_DATABASE_URL, say that the race tests were skipped and how to run them.
module.exports = async function raceHint() {
  if (process.env.TEST_DATABASE_URL) return;
  console.log(
    '\nRace tests (concurrent sign-ups, overlapping crons, row locks) were skipped: PGlite has one connection.\n' +
      'Run them on PostgreSQL too: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test\n',
  );
};
