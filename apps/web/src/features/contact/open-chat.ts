// docs/product.md §2: "Chat with Maya" clicks the chat launcher; without one, it says where to look.
export const CHAT_LAUNCHER_SELECTOR = '[data-chat-launcher]';
export const NO_CHAT_LAUNCHER_MESSAGE =
  'Look for the chat button at the bottom-right of the page to chat with Maya.';

export function openChatWithMaya(): void {
  const launcher = document.querySelector<HTMLElement>(CHAT_LAUNCHER_SELECTOR);
  if (launcher) launcher.click();
  else window.alert(NO_CHAT_LAUNCHER_MESSAGE);
}
