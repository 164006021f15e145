import 'server-only';
// A demo run on the configured language model, with the built-in engine as floor and fallback: on a time-out, an
// error or an answer that does not fit its schema, the built-in result is shown with a quiet note saying so.
import { runBuiltInDemo } from '../engine';
import type { ServerDemoType } from '../kinds';
import { formatModelAnswer } from './answer';
import { askModel, type DemoModel } from './call';

export type { DemoModel } from './call';

export const FALLBACK_NOTE =
  'Sprogmodellen svarede ikke brugbart i tide, så den enkle regelmotor har svaret.';

/** The host a voter's text is sent to. */
const modelHost = (model: Pick<DemoModel, 'url'>) => new URL(model.url).host;

export async function runModelDemo(
  model: DemoModel,
  kind: ServerDemoType,
  input: string,
): Promise<string> {
  const outcome = await askModel(model, kind, input);
  const text = outcome.ok ? formatModelAnswer(kind, input, outcome.answer) : undefined;
  if (text)
    return `${text}\n\nSvaret er lavet af sprogmodellen ${model.name} hos ${modelHost(model)}.`;
  return `${runBuiltInDemo(kind, input)}\n\n${FALLBACK_NOTE}`;
}
