import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAnalyticsEndpoint } from '@/lib/analytics/send';
import { tracker } from '@/lib/analytics/tracker';
import { DemoTabs } from '@/components/demo/demo-tabs';
import type { DemoTab } from '@/components/demo/types';

const demos: DemoTab[] = [
  {
    id: 'opsummering',
    title: 'Opsummering',
    kind: 'summarize',
    description: 'Finder de vigtigste sætninger.',
    examples: ['Første eksempel.'],
  },
  {
    id: 'routing',
    title: 'Routing',
    kind: 'route',
    description: 'Finder afdelingen.',
    examples: ['Hul i vejen.', 'Mit pas er udløbet.'],
  },
  {
    id: 'dokumentation',
    title: 'Færre krav',
    kind: 'reduce-docs',
    description: 'Finder overflødige krav.',
    examples: ['Vi skriver alt to gange.'],
  },
];

// jsdom has no Response class; the client only reads ok, status and json().
const reply = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => body }) as Response;

let fetchMock: jest.Mock<typeof fetch>;
beforeEach(() => {
  // The site's layout gives the beacon its endpoint (SiteEffects); these tests render the demo alone.
  setAnalyticsEndpoint('/api/events');
  fetchMock = jest.fn<typeof fetch>(async (url) =>
    String(url) === '/api/demo'
      ? reply(200, { result: 'Anbefalet afdeling: Teknik og Miljø' })
      : reply(204, null),
  );
  globalThis.fetch = fetchMock;
});

const demoCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/demo');
const eventBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/events')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('DemoTabs', () => {
  it('selects the first demo and moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<DemoTabs demos={demos} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Opsummering');
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Finder afdelingen.');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('fills the textarea from an example, runs, tracks the demo by title and shows the result', async () => {
    const user = userEvent.setup();
    const trackDemo = jest.spyOn(tracker, 'trackDemo');
    render(<DemoTabs demos={demos} showProgressInResult />);
    await user.click(screen.getByRole('tab', { name: 'Routing' }));
    const run = screen.getByRole('button', { name: 'Kør demo' });
    expect(run).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Resultatet vises her efter du har kørt demoen...',
    );
    await user.click(screen.getByRole('button', { name: /Eksempel 1: Hul i vejen/ }));
    expect(screen.getByLabelText('Din tekst')).toHaveValue('Hul i vejen.');
    expect(screen.getByLabelText('Din tekst')).toHaveAttribute('rows', '8');
    await user.click(run);
    expect(await screen.findByText('Anbefalet afdeling: Teknik og Miljø')).toBeInTheDocument();
    expect(JSON.parse(String(demoCalls()[0]![1]?.body))).toEqual({
      demoType: 'route',
      input: 'Hul i vejen.',
    });
    expect(trackDemo).toHaveBeenCalledWith('Routing');
    expect(eventBodies()).toEqual([{ kind: 'ai_demo', demo: 'Routing' }]);
  });

  it('sends no beacon when analytics is off (the layout gives no endpoint)', async () => {
    setAnalyticsEndpoint(null);
    const user = userEvent.setup();
    render(<DemoTabs demos={demos} showProgressInResult />);
    await user.click(screen.getByRole('tab', { name: 'Routing' }));
    await user.click(screen.getByRole('button', { name: /Eksempel 1: Hul i vejen/ }));
    await user.click(screen.getByRole('button', { name: 'Kør demo' }));
    expect(await screen.findByText('Anbefalet afdeling: Teknik og Miljø')).toBeInTheDocument();
    expect(demoCalls()).toHaveLength(1);
    expect(eventBodies()).toEqual([]);
  });

  it('clears input and result when another demo is chosen', async () => {
    const user = userEvent.setup();
    render(<DemoTabs demos={demos} />);
    await user.click(screen.getByRole('tab', { name: 'Routing' }));
    await user.type(screen.getByLabelText('Din tekst'), 'Hul i vejen');
    await user.click(screen.getByRole('button', { name: 'Kør demo' }));
    await screen.findByText('Anbefalet afdeling: Teknik og Miljø');
    await user.click(screen.getByRole('tab', { name: 'Opsummering' }));
    await user.click(screen.getByRole('tab', { name: 'Routing' }));
    expect(screen.getByLabelText('Din tekst')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Resultatet vises her efter du har kørt demoen...',
    );
  });

  it('keeps the button disabled for blank input and reads "Analyserer..." while running', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<DemoTabs demos={demos} showProgressInResult />);
    await user.click(screen.getByRole('tab', { name: 'Færre krav' }));
    await user.type(screen.getByLabelText('Din tekst'), '   ');
    expect(screen.getByRole('button', { name: 'Kør demo' })).toBeDisabled();
    await user.type(screen.getByLabelText('Din tekst'), 'Vi skriver alt to gange');
    await user.click(screen.getByRole('button', { name: 'Kør demo' }));
    const busy = screen.getByRole('button', { name: 'Analyserer...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(/^Analyserer\.\.\.$/);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(
      within(screen.getByRole('status')).getByText(/Fundet 3 overflødige dokumentationskrav/),
    ).toBeInTheDocument();
    expect(demoCalls()).toHaveLength(0);
    jest.useRealTimers();
  });

  it('leaves the result text alone while running when not on the home page', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    const user = userEvent.setup();
    render(<DemoTabs demos={demos} />);
    await user.type(screen.getByLabelText('Din tekst'), 'Tekst');
    await user.click(screen.getByRole('button', { name: 'Kør demo' }));
    expect(screen.getByRole('button', { name: 'Analyserer...' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Resultatet vises her efter du har kørt demoen...',
    );
  });

  it('shows an error that starts with a cross mark when the call fails', async () => {
    fetchMock.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    render(<DemoTabs demos={demos} />);
    await user.type(screen.getByLabelText('Din tekst'), 'Tekst');
    await user.click(screen.getByRole('button', { name: 'Kør demo' }));
    expect(
      await screen.findByText('❌ Kunne ikke analysere teksten. Prøv venligst igen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kør demo' })).toBeEnabled();
  });
});
