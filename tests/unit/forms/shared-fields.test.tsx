import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxGroup } from '@/components/forms/checkbox-group';
import { TextField } from '@/components/forms/fields';

const OPTIONS = ['foldere', 'stand', 'doere'] as const;
type Option = (typeof OPTIONS)[number];
const LABELS: Record<Option, string> = {
  foldere: 'Dele foldere ud',
  stand: 'Stå ved standen',
  doere: 'Banke på døre',
};

function Group({ onValue }: { onValue: (v: Option[]) => void }) {
  const [value, setValue] = useState<Option[]>([]);
  return (
    <CheckboxGroup
      id="g"
      errorId="g-error"
      legend="Hvad vil du gerne hjælpe med?"
      name="interests"
      options={OPTIONS}
      labels={LABELS}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('CheckboxGroup', () => {
  it('is a labelled group whose value keeps the options order, whatever order they are ticked in', async () => {
    const seen: Option[][] = [];
    render(<Group onValue={(v) => seen.push(v)} />);
    expect(
      screen.getByRole('group', { name: 'Hvad vil du gerne hjælpe med?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Banke på døre'));
    await userEvent.click(screen.getByLabelText('Dele foldere ud'));
    await userEvent.click(screen.getByLabelText('Banke på døre'));
    expect(seen).toEqual([['doere'], ['foldere', 'doere'], ['foldere']]);
  });

  it('points the group at its error message', () => {
    render(
      <CheckboxGroup
        id="g"
        errorId="g-error"
        legend="Hvornår?"
        name="when"
        options={OPTIONS}
        labels={LABELS}
        value={[]}
        error="Vælg mindst én"
        onChange={() => {}}
      />,
    );
    const group = screen.getByRole('group', { name: 'Hvornår?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Vælg mindst én');
  });
});

describe('TextField', () => {
  it('describes the input by its hint and its error', () => {
    render(
      <TextField
        id="p"
        errorId="p-error"
        label="Telefon"
        name="phone"
        type="tel"
        hint="Valgfrit, dansk nummer"
        value=""
        error="Ugyldigt nummer"
        onChange={() => {}}
      />,
    );
    const input = screen.getByLabelText('Telefon');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAccessibleDescription('Ugyldigt nummer Valgfrit, dansk nummer');
  });
});
