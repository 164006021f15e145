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
        <NewsletterForm />
      </>,
    );
    const [contactEmail, newsletterEmail] = screen.getAllByLabelText('Email');
    expect(contactEmail!.id).not.toBe(newsletterEmail!.id);
    expect(screen.getByRole('form', { name: 'Tilmeld nyhedsbrev' })).toBeInTheDocument();
  });
});
