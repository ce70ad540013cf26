import { Injectable, Logger } from '@nestjs/common';
import type { TActorRef, TEmailVerifiedReply, TEmailVerify, TAcknowledged } from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { hashSecret, randomToken } from '../common/secrets';
import { MailQueue } from '../passwords/mail.queue';
import { sessionEnded } from '../sessions/session-errors';
import { SessionGuard } from '../sessions/session.guard';
import { AccountsRepository } from './accounts.repository';
import {
  emailChangeEmail,
  emailChangeNotice,
  VERIFY_LINK_TTL_MS,
  verificationEmail,
  verifyLinkFor,
} from './verification-email';

const invalidLink = () =>
  new ServiceException(
    'VALIDATION',
    'Validation error',
    [{ path: 'token', message: 'This verification link is invalid or has expired. Please request a new one.' }],
  );

type TOwner = { id: string; email: string; firstName: string };

// Verification links: the account's own address (after sign-up, or again from Settings) and a
// new address (an email change takes effect only when its link is used).
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger(EmailVerificationService.name);

  constructor(
    private readonly repository: AccountsRepository,
    private readonly guard: SessionGuard,
    private readonly mail: MailQueue,
  ) {}

  // A link to the account's current address.
  async sendVerification(owner: TOwner, verifyUrl: string): Promise<void> {
    const { link, tokenHash } = await this.newLink(owner.id, owner.email, verifyUrl);
    await this.mail.enqueue(verificationEmail(owner.email, owner.firstName, link), {
      jobId: `email-verification-${tokenHash}`,
      userId: owner.id,
      link,
    });
  }

  // A link to the new address, and a notice to the current one.
  async sendEmailChange(owner: TOwner, newEmail: string, verifyUrl: string): Promise<void> {
    const { link, tokenHash } = await this.newLink(owner.id, newEmail, verifyUrl);
    await this.mail.enqueue(emailChangeEmail(newEmail, owner.firstName, link), {
      jobId: `email-change-${tokenHash}`,
      userId: owner.id,
      link,
    });
    await this.mail.enqueue(emailChangeNotice(owner.email, owner.firstName, newEmail), {
      jobId: `email-change-notice-${tokenHash}`,
      userId: owner.id,
    });
  }

  async resend(actor: TActorRef, verifyUrl: string): Promise<TAcknowledged> {
    await this.guard.requireLive(actor);
    const user = await this.repository.findById(actor.userId);
    if (!user) throw sessionEnded();
    if (user.emailVerifiedAt)
      throw new ServiceException('CONFLICT', 'Your email address is already verified.');
    await this.sendVerification(user, verifyUrl);
    return { ok: true };
  }

  async verify({ token }: TEmailVerify): Promise<TEmailVerifiedReply> {
    const result = await this.repository.useEmailVerification(hashSecret(token), new Date());
    if (result === 'invalid') throw invalidLink();
    if (result === 'email_taken')
      throw new ServiceException(
        'CONFLICT',
        'That email address is already used by another account.',
      );
    this.logger.log(
      { userId: result.userId, changed: result.changed },
      result.changed ? 'Email changed' : 'Email verified',
    );
    return { ok: true, email: result.email };
  }

  private async newLink(
    userId: string,
    email: string,
    verifyUrl: string,
  ): Promise<{ link: string; tokenHash: string }> {
    const token = randomToken();
    const tokenHash = hashSecret(token);
    await this.repository.createEmailVerification(
      userId,
      email,
      tokenHash,
      new Date(Date.now() + VERIFY_LINK_TTL_MS),
    );
    return { link: verifyLinkFor(verifyUrl, token), tokenHash };
  }
}
