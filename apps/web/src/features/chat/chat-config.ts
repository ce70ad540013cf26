// docs/product.md §2 Chat widget: configurable position, theme and auto-greeting.
export type ChatWidgetConfig = {
  position: 'bottom-right' | 'bottom-left';
  theme: 'light' | 'dark';
  autoGreeting: boolean;
};

export const DEFAULT_CHAT_CONFIG: ChatWidgetConfig = {
  position: 'bottom-right',
  theme: 'light',
  autoGreeting: true,
};

// Fixed-position offsets of the button and the panel for a position.
export const cornerOf = (position: ChatWidgetConfig['position']) =>
  position === 'bottom-left' ? ({ left: '4', bottom: '4' } as const) : ({ right: '4', bottom: '4' } as const);
