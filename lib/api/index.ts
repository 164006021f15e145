// Route handlers import from here: `apiHandler`, `guardWrite`, `parseJson`, `limits`, and the ApiError helpers.
export { apiHandler, firstIssue, guardWrite, parseJson, toErrorResponse } from './handler';
export { MAX_BODY_BYTES, readJsonBody } from './body';
export { assertSameOrigin } from './origin';
export { enforceRateLimit, type RateLimit } from './rate-limit';
export { limits } from './limits';
export { isDatabaseUnavailable, sqlState } from './db-fault';
export * from './errors';
