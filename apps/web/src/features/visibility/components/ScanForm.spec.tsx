import type { TAllowance, TVisibilityConfig } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { callsTo, mockApi } from '@/test-utils/api-mock';
import { expectFieldError } from '@/test-utils/field-error';
import { jsonResponse, renderWithProviders } from '@/test-utils/render';

import { ScanForm } from './ScanForm';

const config: TVisibilityConfig = {
  mapTileUrl: null,
  provider: 'simulated',
  gridSizes: [3, 5, 7, 9, 11, 13],
  defaultGridSize: 5,
  defaultRadiusKm: 1,
  center: { lat: 30.2672, lng: -97.7431 },
};
// A Growing Local month with 161 lookups left; it resets at midnight of Dec 1 in Austin.
const allowance: TAllowance = {
  used: 2339,
  limit: 2500,
  rolledOver: 0,
  resetsAt: '2026-12-01T06:00:00.000Z',
};
const REFUSAL =
  'This scan needs 169 lookups and your month has 161 left. Choose a smaller grid, or wait until 2026-12-01.';

const renderForm = (onStarted = jest.fn()) => {
  renderWithProviders(
    <ScanForm
      keyword="oat latte"
      config={config}
      allowance={allowance}
      timeZone="America/Chicago"
      onStarted={onStarted}
    />,
  );
  return onStarted;
};

describe(ScanForm.name, () => {
  afterEach(() => jest.restoreAllMocks());

  it('says what the scan costs and what is left before it runs, for the grid chosen', () => {
    mockApi({});
    renderForm();
    const cost = screen.getByTestId('scan-cost');
    expect(cost.textContent).toBe(
      'This scan uses 25 lookups; 161 left this month (resets on Dec 1, 2026).',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Grid size' }), {
      target: { value: '11' },
    });
    expect(cost.textContent).toBe(
      'This scan uses 121 lookups; 161 left this month (resets on Dec 1, 2026).',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Grid size' }), {
      target: { value: '13' },
    });
    expect(cost.textContent).toBe(
      'This scan uses 169 lookups; 161 left this month (resets on Dec 1, 2026). That is more than is left: choose a smaller grid.',
    );
  });

  it('shows the server’s refusal of a scan the month cannot pay for, and starts nothing', async () => {
    const fetchMock = mockApi({
      'POST /api/visibility/scans': jsonResponse(403, { error: REFUSAL }),
    });
    const onStarted = renderForm();
    fireEvent.change(screen.getByRole('combobox', { name: 'Grid size' }), {
      target: { value: '13' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Scan now' }));
    expect((await screen.findByRole('alert')).textContent).toContain(REFUSAL);
    expect(onStarted).not.toHaveBeenCalled();
    const [request] = callsTo(fetchMock, 'POST /api/visibility/scans');
    expect(await request?.json()).toEqual({ keyword: 'oat latte', gridSize: 13, radiusKm: 1 });
    // A different grid clears the refusal.
    fireEvent.change(screen.getByRole('combobox', { name: 'Grid size' }), {
      target: { value: '3' },
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts the scan with the grid and radius chosen', async () => {
    const fetchMock = mockApi({
      'POST /api/visibility/scans': jsonResponse(202, {
        id: '5f0c8c1e-3b7a-4c55-9d7e-2f1a9a1b0c01',
        status: 'queued',
      }),
    });
    const onStarted = renderForm();
    fireEvent.change(screen.getByRole('combobox', { name: 'Grid size' }), {
      target: { value: '7' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Radius (km)' }), {
      target: { value: '2.5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Scan now' }));
    await waitFor(() =>
      expect(onStarted).toHaveBeenCalledWith('5f0c8c1e-3b7a-4c55-9d7e-2f1a9a1b0c01'),
    );
    expect(await callsTo(fetchMock, 'POST /api/visibility/scans')[0]?.json()).toEqual({
      keyword: 'oat latte',
      gridSize: 7,
      radiusKm: 2.5,
    });
  });

  it('refuses a radius out of range on the field, with the contract’s message, before asking the server', async () => {
    const fetchMock = mockApi({});
    renderForm();
    const radius = screen.getByRole('spinbutton', { name: 'Radius (km)' });
    fireEvent.change(radius, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Scan now' }));
    await expectFieldError(radius, 'Radius must be between 0.5 and 10 km');
    expect(callsTo(fetchMock, 'POST /api/visibility/scans')).toHaveLength(0);
  });

  it('says so when what is left of the month cannot be loaded', () => {
    mockApi({});
    renderWithProviders(
      <ScanForm
        keyword="oat latte"
        config={config}
        allowance={undefined}
        allowanceError={{ status: 503, data: { error: 'Visibility is temporarily unavailable.' } }}
        timeZone="America/Chicago"
        onStarted={jest.fn()}
      />,
    );
    expect(screen.getByTestId('scan-cost').textContent).toBe(
      'Could not load what is left of this month’s lookups: Visibility is temporarily unavailable.',
    );
  });
});
