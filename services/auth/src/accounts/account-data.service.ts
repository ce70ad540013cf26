import { Injectable, Logger } from '@nestjs/common';
import {
  type TAccountDeletedReply,
  type TActorRef,
  type TDataExport,
  type TReauth,
  type TUserDeletedEvent,
} from '@app/contracts';
import { toPreferences } from '../common/views';
import { MailQueue } from '../passwords/mail.queue';
import { RevocationStore } from '../sessions/revocation.store';
import { sessionEnded } from '../sessions/session-errors';
import { SessionGuard } from '../sessions/session.guard';
import { ReauthService } from '../two-factor/reauth.service';
import { AccountsRepository } from './accounts.repository';
import { accountDeletedEmail } from './deletion-email';

// docs/product.md §2 Settings, Data & Privacy: the user's own data out, and the account gone.
@Injectable()
export class AccountDataService {
  private readonly logger = new Logger(AccountDataService.name);

  constructor(
    private readonly repository: AccountsRepository,
    private readonly guard: SessionGuard,
    private readonly revocations: RevocationStore,
    private readonly mail: MailQueue,
    private readonly reauth: ReauthService,
  ) {}

  // docs/product.md §3 Data export file: exactly these fields; never hashes, secrets or tokens.
  async export(actor: TActorRef): Promise<TDataExport> {
    await this.guard.requireLive(actor);
    const user = await this.repository.findForExport(actor.userId);
    if (!user?.business) throw sessionEnded();
    const { business } = user;
    return {
      profile: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
      },
      business: {
        businessName: business.name,
        businessType: business.type,
        address: business.address,
        website: business.website,
        timezone: business.timezone,
      },
      notificationPreferences: user.preferences
        ? toPreferences(user.preferences)
        : {
            weeklyReports: true,
            rankingAlerts: true,
            newReviews: true,
            aiInsights: true,
            competitorUpdates: false,
            productUpdates: false,
          },
      exportDate: new Date().toISOString(),
      exportVersion: '1.0',
    };
  }

  // The rows go now (the user can no longer sign in); other services delete their data when
  // they see auth.user.deleted. Confirmed with the current password (or a two-factor code).
  async delete(actor: TActorRef, reauth: TReauth): Promise<TAccountDeletedReply> {
    await this.guard.requireLive(actor);
    const user = await this.repository.findById(actor.userId);
    if (!user) throw sessionEnded();
    await this.reauth.confirm(actor.userId, user, reauth);
    const deletedAt = new Date();
    const deleted = await this.repository.deleteAccount(
      actor.userId,
      deletedAt,
      (businessId, email): TUserDeletedEvent => ({ userId: actor.userId, businessId, email }),
    );
    if (!deleted) throw sessionEnded();
    await this.revocations.markRevoked(deleted.sessionIds);
    await this.mail.enqueue(accountDeletedEmail(deleted.email, deleted.firstName), {
      jobId: `account-deleted-${actor.userId}`,
      userId: actor.userId,
    });
    this.logger.log({ userId: actor.userId }, 'Account deleted');
    return { ok: true, deletedAt: deletedAt.toISOString() };
  }
}
