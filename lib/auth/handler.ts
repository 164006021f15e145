import 'server-only';
// Every route handler of the room goes through this wrapper, so none can skip the session check.
import { apiHandler } from '@/lib/api/handler';
import { requireAdminRequest, requireAdminWrite, type Admin } from './index';

type RoomHandler<C> = (request: Request, context: C, admin: Admin) => Promise<Response>;

/** GET handlers: 401 without an admin session. */
export const adminRead = <C>(name: string, handler: RoomHandler<C>) =>
  apiHandler<C>(name, async (request, context) =>
    handler(request, context, await requireAdminRequest(request)),
  );

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
