import { AuthRequests } from './auth-requests';
import { requestErrorDetails } from './message';

// Requests that carry one form report its fields' errors as the form names them, so the web
// app shows each message beside its field (both the RpcClient and the handler use these details).
describe('AuthRequests form keys', () => {
  const signup = {
    firstName: 'Ana',
    lastName: 'Diaz',
    email: 'ana@example.com',
    password: 'Long-Enough-Pass-1',
    businessName: 'Bean There',
    businessType: 'cafe',
    businessAddress: '12 Main St, Austin, TX 78701',
  };

  const detailsOf = (contract: typeof AuthRequests.signup | typeof AuthRequests.passwordChange, input: unknown) => {
    const parsed = contract.request.safeParse(input);
    if (parsed.success) throw new Error('expected a validation failure');
    return requestErrorDetails(contract, parsed.error);
  };

  it('normalises a valid sign-up', () => {
    const parsed = AuthRequests.signup.request.parse({ signup: { ...signup, email: ' ANA@Example.com ' }, device: {} });
    expect(parsed.signup.email).toBe('ana@example.com');
    expect(parsed.device).toEqual({ userAgent: '', ip: '' });
  });

  it('names the form fields in validation details', () => {
    expect(detailsOf(AuthRequests.signup, { signup: { ...signup, password: 'short' }, device: {} })).toContainEqual({
      path: 'password',
      message: 'Password must be at least 12 characters long',
    });
  });

  it('keeps paths outside the form as they are', () => {
    const details = detailsOf(AuthRequests.passwordChange, {
      actor: { userId: 'x' },
      change: { currentPassword: 'a', newPassword: 'b', confirmPassword: 'c' },
    });
    expect(details.map((detail) => detail.path)).toEqual(expect.arrayContaining(['actor.userId', 'actor.sessionId', 'newPassword']));
  });
});
