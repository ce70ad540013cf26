import { AuthRequests } from '@app/contracts';
import { RpcError } from '@app/service-kit';
import type { ChatRpc } from '../rpc/chat-rpc';
import { ChatMailer } from './chat-mailer';

// No SMTP_URL and NODE_ENV=test: the dev mailbox is on, so the mail goes to auth.
describe(ChatMailer.name, () => {
  const mail = {
    to: 'ann@example.com',
    replyTo: 'bob@example.com',
    subject: 'We received your message',
    text: 'Thanks',
    html: '<p>Thanks</p>',
  };
  const rpcWith = (connected: boolean, call: jest.Mock) =>
    ({ connected: jest.fn().mockResolvedValue(connected), call }) as unknown as ChatRpc;

  it("hands the rendered mail to auth's dev mailbox (both parts, no Reply-To)", async () => {
    const call = jest.fn().mockResolvedValue({ ok: true });
    await new ChatMailer(rpcWith(true, call)).send(mail, { jobId: 'job-1' });
    expect(call).toHaveBeenCalledWith(
      AuthRequests.devMailboxStore,
      { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html },
      expect.objectContaining({ timeoutMs: expect.any(Number) as unknown }),
    );
  });

  it('throws when auth refuses or does not answer, so that the job is retried', async () => {
    const refused = jest.fn().mockRejectedValue(new RpcError({ code: 'UNAVAILABLE', message: 'The auth service did not answer within 5 s. Please try again.' }));
    await expect(new ChatMailer(rpcWith(true, refused)).send(mail, {})).rejects.toThrow('did not answer');
  });

  it('throws while the RPC client is not connected, without calling', async () => {
    const call = jest.fn();
    await expect(new ChatMailer(rpcWith(false, call)).send(mail, {})).rejects.toThrow('not connected');
    expect(call).not.toHaveBeenCalled();
  });
});
