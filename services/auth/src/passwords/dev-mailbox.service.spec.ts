import { ServiceException } from '@app/service-kit';
import type { TAuthEnv } from '../config/env';
import type { DevMailboxRepository } from './dev-mailbox.repository';
import { DevMailboxService } from './dev-mailbox.service';

describe(DevMailboxService.name, () => {
  const message = {
    id: '6f1c1f2e-0d7e-4e8e-9c55-3f7f1b0d2a11',
    to: 'ana@example.com',
    subject: 'Hi',
    text: 'Hello',
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
  };
  const repository = {
    latest: jest.fn().mockResolvedValue([message]),
    store: jest.fn().mockResolvedValue(undefined),
  };
  const serviceWith = (devMailbox: boolean) =>
    new DevMailboxService(
      { DEV_MAILBOX: devMailbox } as TAuthEnv,
      repository as unknown as DevMailboxRepository,
    );

  beforeEach(() => jest.clearAllMocks());

  it('is forbidden when the dev mailbox is off (production)', async () => {
    const failure = await serviceWith(false)
      .list({})
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceException);
    expect((failure as ServiceException).getError()).toEqual({
      code: 'FORBIDDEN',
      message: 'The dev mailbox is disabled',
      details: undefined,
    });
    expect(repository.latest).not.toHaveBeenCalled();
  });

  it('lists at most 50 messages for the recipient, normalised like an email', async () => {
    expect(await serviceWith(true).list({ to: ' Ana@Example.com ' })).toEqual({
      messages: [{ ...message, createdAt: '2026-01-01T00:00:00.000Z' }],
    });
    expect(repository.latest).toHaveBeenCalledWith('ana@example.com', 50);
  });

  const mail = { to: ' Ana@Example.com ', subject: 'Welcome', text: 'Hello', html: '<p>Hello</p>' };

  it('refuses to store a mail when the dev mailbox is off (production)', async () => {
    const failure = await serviceWith(false)
      .store(mail)
      .catch((error: unknown) => error);
    expect((failure as ServiceException).getError()).toMatchObject({ code: 'FORBIDDEN' });
    expect(repository.store).not.toHaveBeenCalled();
  });

  it('stores a mail under its recipient, normalised like an email', async () => {
    expect(await serviceWith(true).store(mail)).toEqual({ ok: true });
    expect(repository.store).toHaveBeenCalledWith({ ...mail, to: 'ana@example.com' });
  });
});
