import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/forms/contact-form';
import { NewsletterForm } from '@/components/forms/newsletter-form';

// The wiring useJsonForm's field() gives each field: ids, names, the error at its field, focus, the error cleared on edit.
describe('a form built from useJsonForm and JsonForm', () => {
  it('names every field and labels the form by its heading', () => {
    render(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Send os en besked' });
    expect(within(form).getByLabelText('Navn')).toHaveAttribute('name', 'name');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(within(form).getByLabelText('Kategori')).toHaveAttribute('name', 'category');
    expect(within(form).getByLabelText('Besked')).toHaveAccessibleDescription('0/2000 tegn');
    expect(form.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
    expect(within(form).getByRole('button', { name: 'Send besked' })).toBeEnabled();
  });

  it('puts the first issue at its field, moves focus there, and clears it when the field is edited', async () => {
    render(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send besked' }));
    const name = screen.getByLabelText('Navn');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Navn skal være mindst 2 tegn');

    await userEvent.type(name, 'Ida Jensen');
    expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Send besked' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Ugyldig email adresse');
  });

  it('gives a select the chosen option as its value', async () => {
    render(<ContactForm />);
    const category = screen.getByLabelText<HTMLSelectElement>('Kategori');
    expect(category.value).toBe('');
    const option = within(category).getAllByRole('option')[2]!;
    await userEvent.selectOptions(category, option);
    expect(category.value).toBe(option.getAttribute('value'));
    expect(category.value).not.toBe('');
  });

  it('keeps the ids of two forms on one page apart', () => {
    render(
      <>
        <ContactForm />
        <NewsletterForm topics={[{ key: 'byraadet', label: 'Nyt fra byrådet' }]} />
      </>,
    );
    const [contactEmail, newsletterEmail] = screen.getAllByLabelText('Email');
    expect(contactEmail!.id).not.toBe(newsletterEmail!.id);
    expect(screen.getByRole('form', { name: 'Tilmeld nyhedsbrev' })).toBeInTheDocument();
  });
});

// Issue 48: the forms hydrate on first use, over server HTML a visitor may already have typed into and ticked. React
// keeps what is in the fields; the form adopts it into its state, so its checks and its post see what is shown.
describe('a form hydrated over server HTML the visitor has already filled in', () => {
  it('adopts the typed text and every ticked box of a group, so its own check sees them', async () => {
    // The server's renderer as Next runs it (the browser build of it wants MessageChannel, which jsdom lacks).
    const { renderToString } = await import('react-dom/server.node');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const { VolunteerForm } = await import('@/components/forms/volunteer-form');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<VolunteerForm />);
    document.body.append(container);
    const form = within(container);
    // Typed and ticked before the code arrived; consent left unticked.
    (form.getByLabelText('Navn') as HTMLInputElement).value = 'Bo Hansen';
    (form.getByLabelText('Email') as HTMLInputElement).value = 'bo@example.dk';
    (form.getByLabelText('Stå ved standen') as HTMLInputElement).checked = true;
    (form.getByLabelText('Weekender') as HTMLInputElement).checked = true;
    await act(async () => {
      hydrateRoot(container, <VolunteerForm />);
    });
    await userEvent.click(form.getByRole('button', { name: 'Meld mig som frivillig' }));
    // Name, email and an interest were taken: the first thing missing is the consent.
    const consent = form.getByRole('checkbox', { name: /^Jeg giver samtykke/ });
    expect(consent).toHaveAccessibleDescription('Du skal give samtykke');
    expect(form.getByLabelText('Navn')).not.toHaveAttribute('aria-invalid');
    // The adopted boxes are the form's state now: unticking one by hand leaves the other.
    await userEvent.click(form.getByLabelText('Stå ved standen'));
    expect(form.getByLabelText('Stå ved standen')).not.toBeChecked();
    expect(form.getByLabelText('Weekender')).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Meld mig som frivillig' }));
    expect(form.getByLabelText('Dele foldere ud')).toHaveFocus();
    expect(
      form.getByRole('group', { name: 'Hvad vil du gerne hjælpe med?' }),
    ).toHaveAccessibleDescription('Vælg mindst én ting, du gerne vil hjælpe med');
    container.remove();
  });
});
