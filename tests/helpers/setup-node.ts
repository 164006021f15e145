// Node tests never touch the developer's .data folder and never rate-limit unless a test turns it on.
process.env.RATE_LIMIT_ENABLED ??= 'false';
delete process.env.DATABASE_URL;
