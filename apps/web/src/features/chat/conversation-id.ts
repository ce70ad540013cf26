// docs/product.md §3: the conversation id is made in the browser, `conv_` + timestamp + random text, and
// kept for the tab (sessionStorage) across page navigation and reloads. It remembers whose it
// is: another signed-in user (or signing out) starts a new conversation.
const STORAGE_KEY = 'nearbly.chat.conversation';

type StoredConversation = { id: string; userId: string | null };

export const newConversationId = (): string => `conv_${Date.now()}_${Math.random().toString(36).slice(2, 11)}`;

function read(): StoredConversation | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StoredConversation | null;
    return parsed && typeof parsed.id === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

function write(value: StoredConversation): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the conversation still works for this page.
  }
}

// The tab's conversation for this user, created on first use. A visitor's conversation is kept
// when they sign in (the server then makes it theirs).
export function conversationIdFor(userId: string | null): string {
  const stored = read();
  if (stored && (stored.userId === null || stored.userId === userId)) {
    if (stored.userId !== userId) write({ id: stored.id, userId });
    return stored.id;
  }
  const created = { id: newConversationId(), userId };
  write(created);
  return created.id;
}

export function forgetConversation(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
