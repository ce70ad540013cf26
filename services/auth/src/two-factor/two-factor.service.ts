import { Injectable, Logger } from '@nestjs/common';
import type {
  TActorRef,
  TAcknowledged,
  TRecoveryCodesReply,
  TTwoFactorSetup,
} from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { toDataURL } from 'qrcode';
import { PasswordConfirmation } from '../common/password-confirmation';
import { SecretBox } from '../common/secret-box';
import { hashSecret } from '../common/secrets';
import { sessionEnded } from '../sessions/session-errors';
import { SessionGuard } from '../sessions/session.guard';
import { generateRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';
import { newTotpSecret, totpStepOf, totpUri } from './totp';
import { TwoFactorAttempts } from './two-factor-attempts';
import { TwoFactorRepository } from './two-factor.repository';

const codeProblem = (message: string) =>
  new ServiceException('VALIDATION', 'Validation error', [{ path: 'code', message }]);
const CODE_MISMATCH = 'That code did not match. Check your authenticator app and try again.';

@Injectable()
export class TwoFactorService {
  private readonly logger = new Logger(TwoFactorService.name);

  constructor(
    private readonly repository: TwoFactorRepository,
    private readonly guard: SessionGuard,
    private readonly attempts: TwoFactorAttempts,
    private readonly password: PasswordConfirmation,
    private readonly box: SecretBox,
  ) {}

  // Step 1: a new secret, kept pending until the user proves their app has it.
  async setup(actor: TActorRef): Promise<TTwoFactorSetup> {
    const state = await this.liveState(actor);
    if (state.twoFactorEnabled)
      throw new ServiceException('CONFLICT', 'Two-factor authentication is already on.');
    const secret = newTotpSecret();
    await this.repository.setPendingSecret(actor.userId, this.box.seal(secret));
    const otpauthUrl = totpUri(secret, state.email);
    return { secret, otpauthUrl, qrCodeDataUrl: await toDataURL(otpauthUrl) };
  }

  // Step 2: a code from the app (and the current password, for an account that has one) turns it
  // on and answers the recovery codes, shown only this once.
  async enable(
    actor: TActorRef,
    code: string,
    currentPassword: string | undefined,
  ): Promise<TRecoveryCodesReply> {
    const state = await this.liveState(actor);
    if (state.twoFactorEnabled)
      throw new ServiceException('CONFLICT', 'Two-factor authentication is already on.');
    await this.password.require(actor.userId, state.passwordHash, currentPassword);
    const pending = state.totpPendingSecret;
    if (!pending) throw codeProblem('Start the two-factor setup first.');
    const step = await totpStepOf(this.box.open(pending), code.trim());
    if (step === undefined) throw codeProblem(CODE_MISMATCH);
    const recoveryCodes = generateRecoveryCodes();
    if (!(await this.repository.enable(actor.userId, pending, step, recoveryCodes.map(hashSecret))))
      throw codeProblem(CODE_MISMATCH);
    this.logger.log({ userId: actor.userId }, 'Two-factor authentication enabled');
    return { recoveryCodes };
  }

  // Needs a code and the current password (for an account that has one).
  async disable(
    actor: TActorRef,
    code: string,
    currentPassword: string | undefined,
  ): Promise<TAcknowledged> {
    const state = await this.liveState(actor);
    if (!state.twoFactorEnabled || !state.totpSecret)
      throw codeProblem('Two-factor authentication is not on.');
    await this.password.require(actor.userId, state.passwordHash, currentPassword);
    if (!(await this.checkCode(actor.userId, state.totpSecret, code)))
      throw codeProblem(CODE_MISMATCH);
    await this.repository.disable(actor.userId);
    this.logger.log({ userId: actor.userId }, 'Two-factor authentication disabled');
    return { ok: true };
  }

  // A code from the authenticator app (±1 step) whose time step is later than the last one used,
  // or an unused recovery code; either is used up. Every path that checks a code comes here, so
  // the account's attempts are counted once, before the check (TwoFactorAttempts).
  async checkCode(userId: string, totpSecret: string, code: string): Promise<boolean> {
    await this.attempts.consume(userId);
    const ok = await this.useCode(userId, totpSecret, code.trim());
    if (ok) await this.attempts.succeeded(userId);
    return ok;
  }

  private async useCode(userId: string, totpSecret: string, code: string): Promise<boolean> {
    if (/^\d{6}$/.test(code)) {
      const step = await totpStepOf(this.box.open(totpSecret), code);
      return step !== undefined && this.repository.claimTotpStep(userId, step);
    }
    const recoveryCode = normaliseRecoveryCode(code);
    return (
      recoveryCode !== undefined &&
      this.repository.useRecoveryCode(userId, hashSecret(recoveryCode), new Date())
    );
  }

  private async liveState(actor: TActorRef) {
    await this.guard.requireLive(actor);
    const state = await this.repository.findState(actor.userId);
    if (!state) throw sessionEnded();
    return state;
  }
}
