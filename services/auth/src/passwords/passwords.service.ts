import { Injectable, Logger } from '@nestjs/common';
import {
  passwordProblems,
  type TActorRef,
  type TAcknowledged,
  type TPasswordChange,
  type TPasswordForgotRequest,
  type TPasswordReset,
} from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { PasswordConfirmation } from '../common/password-confirmation';
import { PasswordHasher } from '../common/password-hasher';
import { hashSecret, randomToken } from '../common/secrets';
import { sessionEnded } from '../sessions/session-errors';
import { SessionGuard } from '../sessions/session.guard';
import { SessionsService } from '../sessions/sessions.service';
import { MailQueue } from './mail.queue';
import { PasswordsRepository } from './passwords.repository';
import { RESET_LINK_TTL_MS, resetEmail, resetLinkFor } from './reset-email';

const problem = (path: string, message: string) =>
  new ServiceException('VALIDATION', 'Validation error', [{ path, message }]);
const invalidResetLink = () =>
  problem('token', 'This reset link is invalid or has expired. Please request a new one.');

@Injectable()
export class PasswordsService {
  private readonly logger = new Logger(PasswordsService.name);

  constructor(
    private readonly repository: PasswordsRepository,
    private readonly hasher: PasswordHasher,
    private readonly confirmation: PasswordConfirmation,
    private readonly guard: SessionGuard,
    private readonly sessions: SessionsService,
    private readonly mail: MailQueue,
  ) {}

  // Settings → Security. Other devices are signed out; this one stays signed in.
  async change(actor: TActorRef, change: TPasswordChange): Promise<TAcknowledged> {
    await this.guard.requireLive(actor);
    const credentials = await this.repository.findCredentials(actor.userId);
    if (!credentials) throw sessionEnded();
    if (!credentials.passwordHash)
      throw problem('currentPassword', 'This account signs in with Google and has no password yet');
    await this.confirmation.require(actor.userId, credentials.passwordHash, change.currentPassword);
    await this.repository.setPasswordHash(actor.userId, await this.hasher.hash(change.newPassword));
    const revoked = await this.sessions.revokeAllOf(actor.userId, actor.sessionId);
    this.logger.log({ userId: actor.userId, revokedSessions: revoked }, 'Password changed');
    return { ok: true };
  }

  // Always the same answer, whether or not the email has an account. The mail is queued before
  // the reply and sent after it (the reply does not wait for SMTP).
  async forgot({ email, resetUrl }: TPasswordForgotRequest): Promise<TAcknowledged> {
    const user = await this.repository.findByEmail(email);
    if (!user) return { ok: true };
    const token = randomToken();
    const link = resetLinkFor(resetUrl, token);
    const tokenHash = hashSecret(token);
    await this.repository.createReset(user.id, tokenHash, new Date(Date.now() + RESET_LINK_TTL_MS));
    await this.mail.enqueue(resetEmail(user.email, user.firstName, link), {
      jobId: `password-reset-${tokenHash}`,
      userId: user.id,
      link,
    });
    return { ok: true };
  }

  // A link works once, for an hour; afterwards every session of the account is signed out.
  async reset({ token, password }: TPasswordReset): Promise<TAcknowledged> {
    const now = new Date();
    const target = await this.repository.findUsableReset(hashSecret(token), now);
    if (!target) throw invalidResetLink();
    const [emailProblem] = passwordProblems(password, target.email).filter((message) =>
      message.includes('email'),
    );
    if (emailProblem) throw problem('password', emailProblem);
    if (!(await this.repository.resetPassword(target, await this.hasher.hash(password), now)))
      throw invalidResetLink();
    const revoked = await this.sessions.revokeAllOf(target.userId);
    this.logger.log({ userId: target.userId, revokedSessions: revoked }, 'Password reset');
    return { ok: true };
  }
}
