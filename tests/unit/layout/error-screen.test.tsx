import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ErrorScreen } from '@/components/error/error-screen';

describe('ErrorScreen', () => {
  it('shows the spec texts, the error message and both actions', () => {
    render(<ErrorScreen message="Kunne ikke hente data" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Der opstod en fejl' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Noget gik galt ved indlæsning af siden')).toBeInTheDocument();
    expect(screen.getByText('Kunne ikke hente data')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Vi beklager ulejligheden. Prøv at genindlæse siden eller gå tilbage til forsiden.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Genindlæs side' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/');
  });

  it('reloads the page from the reload button', () => {
    const reload = jest.fn();
    render(<ErrorScreen message="x" reload={reload} />);
    screen.getByRole('button', { name: 'Genindlæs side' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
