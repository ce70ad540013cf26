import type { ArgumentsHost } from '@nestjs/common';
import { firstValueFrom } from 'rxjs';
import { z } from 'zod';
import { RpcErrorFilter } from './rpc-exception.filter';
import { ServiceException } from './service.exception';
import { InboxContext } from './transport/inbox';

const replyOf = (exception: unknown, context?: unknown) =>
  firstValueFrom(new RpcErrorFilter().catch(exception, { getType: () => 'rpc', getArgByIndex: () => context } as unknown as ArgumentsHost)!).catch(
    (error: unknown) => error,
  );

describe(RpcErrorFilter.name, () => {
  it("gives an event handler's failure back to the transport unchanged, so it can be retried and dead-lettered", async () => {
    const failure = new Error('database blip');
    const inbox = new InboxContext({ key: null, value: null, timestamp: '0', attributes: 0, offset: '7', headers: {} }, 0, 'auth.user.deleted', {});
    expect(await replyOf(failure, inbox)).toBe(failure);
  });

  it('passes a service exception through with its code and details', async () => {
    const reply = await replyOf(new ServiceException('CONFLICT', 'An account with this email already exists.'));
    expect(reply).toEqual({ code: 'CONFLICT', message: 'An account with this email already exists.' });
  });

  it('turns a schema failure into a validation error listing each field', async () => {
    const result = z.object({ email: z.email() }).safeParse({ email: 'x' });
    const reply = await replyOf(result.error);
    expect(reply).toMatchObject({ code: 'VALIDATION', message: 'Validation error', details: [{ path: 'email' }] });
  });

  it('hides an unexpected error behind an errorId, never its message or stack', async () => {
    const reply = (await replyOf(new Error('password=hunter2 at db.ts:12'))) as Record<string, unknown>;
    expect(reply.code).toBe('INTERNAL');
    expect(reply.errorId).toEqual(expect.any(String));
    expect(JSON.stringify(reply)).not.toContain('hunter2');
  });

  it('reports an unreachable database as a temporary outage', async () => {
    const error = Object.assign(new Error("Can't reach database server"), { code: 'P1001' });
    expect(await replyOf(error)).toEqual({ code: 'UNAVAILABLE', message: 'This part of Nearbly is temporarily unavailable. Please try again in a moment.' });
  });
});
