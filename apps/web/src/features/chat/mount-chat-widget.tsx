import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';

import { ChatWidget } from './components/ChatWidget';

// The landing page's chat (chat-launcher.enhance.ts): the app's chat widget, open, in a React root
// of its own that takes the prerendered launcher's place.
export function mountChatWidget(launcher: HTMLElement): void {
  const container = document.createElement('div');
  launcher.replaceWith(container);
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={makeStore()}>
        <ChatWidget defaultOpen />
      </AppProviders>
    </StrictMode>,
  );
}
