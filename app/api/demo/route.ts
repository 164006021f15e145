import { createDemoHandler } from '@/lib/demo/handler';
import { configuredDemoModel } from '@/lib/demo/model/config';
import { env } from '@/lib/env';

// POST /api/demo { demoType, input } → { result }: the process-demo function or the language model when configured,
// else the built-in engine.
export const POST = createDemoHandler(
  () =>
    env.DEMO_FUNCTION_URL ? { url: env.DEMO_FUNCTION_URL, key: env.DEMO_FUNCTION_KEY } : undefined,
  configuredDemoModel,
);
