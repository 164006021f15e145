import 'server-only';
// The configured demo model (DEMO_MODEL_URL, DEMO_MODEL_NAME, DEMO_MODEL_KEY), or undefined for the built-in engine.
import { env } from '@/lib/env';
import type { DemoModel } from './call';

export const configuredDemoModel = (): DemoModel | undefined =>
  env.DEMO_MODEL_URL && env.DEMO_MODEL_NAME
    ? { url: env.DEMO_MODEL_URL, name: env.DEMO_MODEL_NAME, key: env.DEMO_MODEL_KEY }
    : undefined;

/** "llama3.1:8b hos ollama:11434", for the demo area and /privatliv; undefined without a model. */
export function demoModelLabel(): { name: string; host: string } | undefined {
  const model = configuredDemoModel();
  return model ? { name: model.name, host: new URL(model.url).host } : undefined;
}
