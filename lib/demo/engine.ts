// The built-in engine: answers a demo request in plain Danish text, without network, when no function is configured.
import { anonymize, formatAnonymized } from './anonymize';
import type { ServerDemoType } from './kinds';
import { formatPrioritization, prioritize } from './prioritize';
import { formatRouting, routeEnquiry } from './route';
import { formatSummary, summarize } from './summarize';

const engines: Record<ServerDemoType, (input: string) => string> = {
  summarize: (input) => formatSummary(summarize(input)),
  route: (input) => formatRouting(routeEnquiry(input)),
  anonymize: (input) => formatAnonymized(anonymize(input)),
  prioritize: (input) => formatPrioritization(prioritize(input)),
};

export function runBuiltInDemo(demoType: ServerDemoType, input: string): string {
  return engines[demoType](input);
}
