// Marks this run as the real-PostgreSQL pass; tests/helpers/db.ts reads it.
process.env.TEST_DB_KIND = 'postgres';
