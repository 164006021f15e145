// A local SMTP sink for `npm run bench:mail` and `bench:newsletter` (started by mail-kit.ts), in its own process so
// the worker's memory is measured alone. Prints its port as the first line; counts accepted mails and answers a
// 'count' message with the count.
import { SMTPServer } from 'smtp-server';

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => {
      count++;
      callback();
    });
  },
});
server.listen(Number(process.env.SINK_PORT ?? 0), '127.0.0.1', () =>
  process.stdout.write(`${server.server.address().port}\n`),
);
process.on('message', (m) => m === 'count' && process.send({ count }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
