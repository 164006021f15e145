// GET /embed: the partner widget as a tiny standalone HTML document (no site frame, no React on the client).
import { getCases } from '@/lib/content/cases';
import { widgetResponse } from '@/lib/embed/widget-response';

export function GET(request: Request) {
  return widgetResponse(new URL(request.url).searchParams, getCases());
}
