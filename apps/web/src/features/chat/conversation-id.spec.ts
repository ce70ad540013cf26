import { conversationIdFor, forgetConversation } from './conversation-id';

describe('chat conversation id', () => {
  beforeEach(() => sessionStorage.clear());

  it('is conv_ + timestamp + random text, kept for the tab', () => {
    const id = conversationIdFor(null);
    expect(id).toMatch(/^conv_\d{13}_[a-z0-9]{4,}$/);
    expect(conversationIdFor(null)).toBe(id);
  });

  it("keeps a visitor's conversation when they sign in, and starts a new one for another user", () => {
    const visitor = conversationIdFor(null);
    expect(conversationIdFor('user-a')).toBe(visitor);
    expect(conversationIdFor('user-b')).not.toBe(visitor);
  });

  it('starts a new conversation after signing out, and after a reset', () => {
    const signedIn = conversationIdFor('user-a');
    const signedOut = conversationIdFor(null);
    expect(signedOut).not.toBe(signedIn);
    forgetConversation();
    expect(conversationIdFor(null)).not.toBe(signedOut);
  });
});
