import 'server-only';
// POST /api/demo: validated like every visitor write, then answered by the configured function, the configured
// language model (with the built-in engine as floor and fallback) or the built-in engine.
import { apiHandler, guardWrite, parseJson, type RateLimit } from '@/lib/api';
import { runBuiltInDemo } from './engine';
import { demoRequestSchema } from './request-schema';
import { callDemoFunction, type DemoFunction } from './proxy';
import { runModelDemo, type DemoModel } from './model';
import { json } from '@/lib/api/respond';

/** Each run may cost a paid function call; a person trying the demos stays far below this. */
const demoRateLimit: RateLimit = { bucket: 'demo', limit: 20, windowSeconds: 60 };

export function createDemoHandler(
  demoFunction: () => DemoFunction | undefined,
  demoModel: () => DemoModel | undefined = () => undefined,
) {
  return apiHandler('POST /api/demo', async (request: Request) => {
    await guardWrite(request, demoRateLimit);
    const demo = await parseJson(request, demoRequestSchema);
    const fn = demoFunction();
    const model = fn ? undefined : demoModel();
    const result = fn
      ? await callDemoFunction(fn, demo)
      : model
        ? await runModelDemo(model, demo.demoType, demo.input)
        : runBuiltInDemo(demo.demoType, demo.input);
    return json({ result });
  });
}
