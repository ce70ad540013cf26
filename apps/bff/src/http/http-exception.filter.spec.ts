import { BadRequestException, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { ZodValidationException } from 'nestjs-zod';
import { z } from 'zod';
import { RpcError } from '@app/service-kit';
import { HttpErrorFilter } from './http-exception.filter';

const answer = (exception: unknown) => {
  const sent: { status?: number; body?: unknown } = {};
  const response = {
    headersSent: false,
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new HttpErrorFilter().catch(exception, host);
  return sent;
};

describe(HttpErrorFilter.name, () => {
  it('answers a validation failure as 400 with each field', () => {
    const error = z.object({ email: z.email('Please enter a valid email address') }).safeParse({ email: 'x' }).error;
    expect(answer(new ZodValidationException(error))).toEqual({
      status: 400,
      body: { error: 'Validation error', details: [{ path: 'email', message: 'Please enter a valid email address' }] },
    });
  });

  it.each([
    ['CONFLICT', 409],
    ['UNAUTHORIZED', 401],
    ['NOT_FOUND', 404],
    ['RATE_LIMITED', 429],
    ['UNAVAILABLE', 503],
  ] as const)('maps a service %s to HTTP %d with its message', (code, status) => {
    expect(answer(new RpcError({ code, message: 'Told by the service' }))).toEqual({ status, body: { error: 'Told by the service' } });
  });

  it('keeps the status and message of an HTTP exception', () => {
    expect(answer(new NotFoundException('Cannot GET /api/x'))).toEqual({ status: 404, body: { error: 'Cannot GET /api/x' } });
    expect(answer(new BadRequestException(['a', 'b']))).toEqual({ status: 400, body: { error: 'a; b' } });
  });

  it('hides an unexpected error behind a 500 with an errorId and no internals', () => {
    const sent = answer(new TypeError("Cannot read properties of undefined (reading 'password')"));
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({ error: 'Server error. Please try again later.', errorId: expect.any(String) });
  });
});
