import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

let mockPath = '/';
// ESM test: mock the module before importing the component that uses it.
jest.unstable_mockModule('next/navigation', () => ({ usePathname: () => mockPath }));
const { MainNav } = await import('@/components/layout/main-nav');

const current = () =>
  screen
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page')
    .map((a) => a.textContent);

describe('MainNav', () => {
  it.each([
    ['/', ['Hjem']],
    ['/politik', ['Politik']],
    ['/politik/digitalisering', ['Politik']],
    ['/cases/auto-prioritering', ['Cases']],
    ['/kontakt', ['Kontakt']],
    ['/privatliv', []],
    ['/politikere', []],
  ])('on %s marks %j as the current page', (path, expected) => {
    mockPath = path;
    render(<MainNav />);
    expect(current()).toEqual(expected);
  });

  it('lists the eight spec routes in order, then the mobile-only search entry', () => {
    mockPath = '/';
    render(<MainNav />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/vision',
      '/politik',
      '/ai',
      '/cases',
      '/kpi',
      '/kandidater',
      '/kontakt',
      '/soeg',
    ]);
    // Issue 17: 'Søg' sits in the mobile menu only; the desktop navigation keeps the spec's eight items.
    expect(links.at(-1)!.closest('li')).toHaveClass('md:hidden');
  });

  it('toggles the mobile menu, closes on Escape with focus back on the toggle, and closes when a link is chosen', async () => {
    const user = userEvent.setup();
    mockPath = '/';
    render(<MainNav />);
    const toggle = screen.getByRole('button', { name: 'Åbn menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Luk menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Åbn menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Åbn menu' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Åbn menu' }));
    await user.click(screen.getByRole('link', { name: 'Vision' }));
    expect(screen.getByRole('button', { name: 'Åbn menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
