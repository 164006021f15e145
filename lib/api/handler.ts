import 'server-only';
// Wraps route handlers so every failure leaves as the envelope: known ApiErrors as they are, DB outages 503, the rest 500.
import { z } from 'zod';
import { readJsonBody } from './body';
import { isDatabaseUnavailable, sqlState } from './db-fault';
import {
  ApiError,
  apiMessages,
  databaseUnavailable,
  errorResponse,
  internalError,
  validationFailed,
} from './errors';
import { assertSameOrigin } from './origin';
import { enforceRateLimit, type RateLimit } from './rate-limit';

const danish = z.locales.da().localeError;

/** Runs the handler and maps anything it throws; logs only the error's kind, never input or SQL. */
export function apiHandler<C>(
  name: string,
  handler: (request: Request, context: C) => Promise<Response>,
) {
  return async (request: Request, context: C): Promise<Response> => {
    try {
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error, name);
    }
  };
}

function toErrorResponse(error: unknown, name: string): Response {
  return errorResponse(apiErrorOf(error, name));
}

/**
 * The ApiError a failure leaves as: known ApiErrors as they are, data the table refuses 422, DB outages 503, the rest
 * 500. Logs only the error's kind, never input or SQL. For a route that answers a browser's own form post with a page
 * (the event sign-up) as well as for the JSON envelope.
 */
export function apiErrorOf(error: unknown, name: string): ApiError {
  if (error instanceof ApiError) return error;
  // Data exceptions (22xxx) and check violations (23514): input the schemas let through but the table refuses.
  const state = sqlState(error);
  if (state && (state.startsWith('22') || state === '23514'))
    return validationFailed(apiMessages.rejected_by_database);
  if (isDatabaseUnavailable(error)) {
    console.warn(`[api] ${name}: database unavailable`);
    return databaseUnavailable();
  }
  const kind = error instanceof Error ? error.name : typeof error;
  console.error(`[api] ${name}: ${kind}${state ? ` (SQLSTATE ${state})` : ''}`);
  return internalError();
}

/** The first zod issue as a 422: the schema's own Danish message and the field it belongs to. */
function firstIssue(error: z.ZodError): ApiError {
  const issue = error.issues[0]!;
  const key = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const path = [...issue.path, ...(key ? [key] : [])].map(String).join('.');
  return validationFailed(issue.message, path || undefined);
}

/** Reads the JSON body and validates it with the form's schema; throws 400/413/415/422 ApiErrors. */
export async function parseJson<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  return validate(schema, await readJsonBody(request));
}

/** Validates a body already read (JSON, or a form post's fields) with the form's schema; throws the 422. */
export function validate<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  // The function form takes classic and zod/mini schemas alike (the browser-shared form schemas are mini).
  const result = z.safeParse(schema, body, { error: danish });
  if (!result.success) throw firstIssue(result.error);
  return result.data;
}

/** The checks every visitor write runs first: same-site Origin, then the client's rate limit. */
export async function guardWrite(request: Request, limit: RateLimit) {
  assertSameOrigin(request);
  await enforceRateLimit(request, limit);
}
