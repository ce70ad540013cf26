import { ZPasswordChangeRequest, ZSignupRequest } from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { FormPayloadPipe } from './form-payload.pipe';

const failureOf = (run: () => unknown): ServiceException => {
  try {
    run();
  } catch (error) {
    if (error instanceof ServiceException) return error;
    throw error;
  }
  throw new Error('expected a validation failure');
};

describe(FormPayloadPipe.name, () => {
  const signup = {
    firstName: 'Ana',
    lastName: 'Diaz',
    email: 'ana@example.com',
    password: 'Long-Enough-Pass-1',
    businessName: 'Bean There',
    businessType: 'cafe',
    businessAddress: '12 Main St, Austin, TX 78701',
  };

  it('passes a valid request through, normalised by the schema', () => {
    const parsed = new FormPayloadPipe(ZSignupRequest, 'signup').transform({
      signup: { ...signup, email: ' ANA@Example.com ' },
      device: {},
    });
    expect(parsed.signup.email).toBe('ana@example.com');
    expect(parsed.device).toEqual({ userAgent: '', ip: '' });
  });

  it('names the form fields in validation details', () => {
    const error = failureOf(() =>
      new FormPayloadPipe(ZSignupRequest, 'signup').transform({
        signup: { ...signup, password: 'short' },
        device: {},
      }),
    );
    expect(error.getError()).toMatchObject({ code: 'VALIDATION', message: 'Validation error' });
    expect(error.details).toContainEqual({
      path: 'password',
      message: 'Password must be at least 12 characters long',
    });
  });

  it('keeps paths outside the form as they are', () => {
    const error = failureOf(() =>
      new FormPayloadPipe(ZPasswordChangeRequest, 'change').transform({
        actor: { userId: 'x' },
        change: { currentPassword: 'a', newPassword: 'b', confirmPassword: 'c' },
      }),
    );
    const paths = error.details?.map((detail) => detail.path);
    expect(paths).toEqual(
      expect.arrayContaining(['actor.userId', 'actor.sessionId', 'newPassword']),
    );
  });
});
