import { fireEvent, screen } from '@testing-library/react';

import { renderWithProviders } from '@/test-utils/render';

import { ChatWidget } from './ChatWidget';

// An inset the widget does not set computes to 'auto' in a browser and to '' in jsdom 26.
const UNSET = /^(auto)?$/;

// docs/product.md §2: position (bottom-right default, or bottom-left), theme (light default), auto-greeting (on default).
describe(ChatWidget.name, () => {
  beforeEach(() => sessionStorage.clear());

  it('opens at the bottom right, light, with the greeting by default', async () => {
    renderWithProviders(<ChatWidget />);
    const launcher = screen.getByRole('button', { name: 'Open chat with Maya' });
    const corner = getComputedStyle(launcher.parentElement as HTMLElement);
    expect(corner.right).not.toMatch(UNSET);
    expect(corner.left).toMatch(UNSET);
    fireEvent.click(launcher);
    const panel = await screen.findByRole('dialog', { name: 'Maya' });
    expect(panel.classList.contains('light')).toBe(true);
    expect(await screen.findByText(/^Hi there! 👋 I'm Maya/)).toBeTruthy();
  });

  it('honours bottom-left, dark and no auto-greeting', async () => {
    renderWithProviders(<ChatWidget config={{ position: 'bottom-left', theme: 'dark', autoGreeting: false }} />);
    const launcher = screen.getByRole('button', { name: 'Open chat with Maya' });
    const corner = getComputedStyle(launcher.parentElement as HTMLElement);
    expect(corner.left).not.toMatch(UNSET);
    expect(corner.right).toMatch(UNSET);
    fireEvent.click(launcher);
    const panel = await screen.findByRole('dialog', { name: 'Maya' });
    expect(panel.classList.contains('dark')).toBe(true);
    expect(getComputedStyle(panel).left).not.toMatch(UNSET);
    expect(screen.queryByText(/^Hi there!/)).toBeNull();
    // Quick help is there for a new conversation.
    expect(screen.getByRole('button', { name: 'Pricing Plans' })).toBeTruthy();
  });
});
