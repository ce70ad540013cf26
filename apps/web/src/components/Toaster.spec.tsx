import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';

import { system } from '@/app/theme';

import { Toaster, toaster } from './Toaster';

describe('Toaster', () => {
  afterEach(() => {
    act(() => toaster.remove());
    jest.useRealTimers();
  });

  it('shows at most 3 toasts at once and closes each after 4 s', async () => {
    jest.useFakeTimers();
    render(
      <ChakraProvider value={system}>
        <Toaster />
      </ChakraProvider>,
    );

    act(() => {
      for (const title of ['First', 'Second', 'Third', 'Fourth']) {
        toaster.create({ title, type: 'success' });
      }
    });

    expect(await screen.findByText('Third')).toBeTruthy();
    expect(screen.queryByText('Fourth')).toBeNull();

    // The first three close after 4 s, which lets the queued fourth in.
    await act(() => jest.advanceTimersByTimeAsync(3_900));
    expect(screen.queryByText('First')).not.toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('Fourth')).toBeTruthy();
    expect(screen.queryByText('First')).toBeNull();
  });
});
