import { defineEnhancer } from '@/enhance/enhancer';

// Maya's launcher on the prerendered landing page, which has no React: the first click loads the
// chat widget (React, the app's providers and the panel, fetched only now) and opens it in place
// of this button; from then on the widget is the app's own (ChatWidget.tsx).
export const chatLauncherEnhancer = defineEnhancer('chat-launcher', (launcher) => {
  const button = launcher.querySelector('button');
  if (!button) return undefined;
  let loading = false;
  const onClick = () => {
    if (loading) return;
    loading = true;
    button.setAttribute('aria-busy', 'true');
    void import('./mount-chat-widget')
      .then(({ mountChatWidget }) => mountChatWidget(launcher))
      .catch(() => {
        // Offline or a new deployment: a plain page load brings the app (and Maya) back.
        window.location.reload();
      });
  };
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
});
