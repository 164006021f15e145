import { render } from '@testing-library/react';
import { DemoModelNotice } from '@/components/demo/demo-model-notice';
import { env } from '@/lib/env';

describe('DemoModelNotice', () => {
  afterEach(() => {
    env.DEMO_MODEL_URL = undefined;
    env.DEMO_MODEL_NAME = undefined;
  });

  it.each(['demo', 'privacy'] as const)('shows nothing without a model (%s)', (variant) => {
    const { container } = render(<DemoModelNotice variant={variant} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each(['demo', 'privacy'] as const)(
    'names the model and its host when one is configured (%s)',
    (variant) => {
      env.DEMO_MODEL_URL = 'http://ollama.lyngbaek.example:11434/v1';
      env.DEMO_MODEL_NAME = 'llama3.1:8b';
      const { getByTestId } = render(<DemoModelNotice variant={variant} />);
      expect(getByTestId('demo-model-notice')).toHaveTextContent(
        /sprogmodellen llama3\.1:8b hos ollama\.lyngbaek\.example:11434.*sendes dertil/,
      );
    },
  );
});
