// Route handlers import from here: `apiHandler`, `guardWrite`, `parseJson`, `limits`, and the ApiError helpers.
export { apiHandler, guardWrite, parseJson } from './handler';
export { type RateLimit } from './rate-limit';
export { limits } from './limits';
export { isDatabaseUnavailable, sqlState } from './db-fault';
export * from './errors';
