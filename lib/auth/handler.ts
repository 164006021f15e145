import 'server-only';
// Every route handler of the room goes through this wrapper, so none can skip the session check.
import { apiHandler } from '@/lib/api/handler';
import { assertExportRequest } from '@/lib/api/origin';
import { requireAdminRequest, requireAdminWrite, type Admin } from './index';

type RoomHandler<C> = (request: Request, context: C, admin: Admin) => Promise<Response>;

/** GET handlers: 401 without an admin session. */
const adminRead = <C>(name: string, handler: RoomHandler<C>) =>
  apiHandler<C>(name, async (request, context) =>
    handler(request, context, await requireAdminRequest(request)),
  );

/**
 * Every export (a CSV or .xlsx of personal data; issue 45): 401 without an admin session, then 403 unless the request
 * comes from a page of this site (lib/api/origin.ts assertExportRequest), so another site cannot make the team member's
 * browser download a list. A new export route uses this wrapper; tests/api/kampagne-exports.test.ts finds every route
 * that answers with an attachment and checks that it refuses.
 */
export const adminExport = <C>(name: string, handler: RoomHandler<C>) =>
  adminRead<C>(name, async (request, context, admin) => {
    assertExportRequest(request);
    return handler(request, context, admin);
  });

/** POST handlers: 401 without an admin session, 403 from another origin. */
export const adminWrite = <C>(name: string, handler: RoomHandler<C>) =>
  apiHandler<C>(name, async (request, context) =>
    handler(request, context, await requireAdminWrite(request)),
  );

/** A 303 back to a room page after a form POST (relative, so it never names another host). */
export const seeOther = (location: string, headers?: HeadersInit) => {
  const response = new Response(null, { status: 303, headers });
  response.headers.set('Location', location);
  response.headers.set('Cache-Control', 'no-store');
  return response;
};
