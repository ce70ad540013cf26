import { classifyGoogleError, REVOKED_MESSAGE } from './google-errors';

const gaxios = (status: number, data: unknown) => Object.assign(new Error(`Request failed with status ${status}`), { status, response: { status, data } });

describe(classifyGoogleError.name, () => {
  it('treats a 401 and a refused refresh token as revoked access', () => {
    expect(classifyGoogleError(gaxios(401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } }))).toMatchObject({
      status: 401,
      revoked: true,
      retriable: false,
      reason: REVOKED_MESSAGE,
    });
    expect(classifyGoogleError(gaxios(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }))).toMatchObject({ revoked: true });
  });

  it('retries quota, server errors and no answer at all', () => {
    expect(classifyGoogleError(gaxios(429, {}))).toMatchObject({ status: 429, retriable: true, revoked: false });
    expect(classifyGoogleError(gaxios(503, {}))).toMatchObject({ status: 503, retriable: true });
    expect(classifyGoogleError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toMatchObject({ status: 0, retriable: true });
  });

  it("keeps Google's field violations and says what was refused", () => {
    const refused = classifyGoogleError(
      gaxios(400, {
        error: {
          code: 400,
          message: 'Request contains an invalid argument.',
          details: [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field: 'phone_numbers.primary_phone', description: 'Phone number is not a valid phone number.' }] }],
        },
      }),
    );
    expect(refused).toMatchObject({ status: 400, retriable: false, revoked: false, reason: 'Google refused the change: Phone number is not a valid phone number.' });
    expect(refused.fieldViolations).toEqual([{ field: 'phone_numbers.primary_phone', description: 'Phone number is not a valid phone number.' }]);
  });
});
