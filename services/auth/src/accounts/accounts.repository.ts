import { Injectable } from '@nestjs/common';
import {
  BusinessUpdated,
  UserDeleted,
  UserRegistered,
  type TBusinessUpdatedEvent,
  type TNotificationPreferences,
  type TUserDeletedEvent,
  type TUserRegisteredEvent,
} from '@app/contracts';
import { outboxRow } from '@app/service-kit';
import { isUniqueViolation } from '../common/prisma-errors';
import {
  PrismaClient,
  type Business,
  type NotificationPreferences,
  type Prisma,
  type User,
} from '../generated/prisma/client';
import { sessionRow, type TNewSession } from '../sessions/new-session';

export type TUserWithBusiness = User & { business: Business | null };
export type TAccountExport = User & {
  business: Business | null;
  preferences: NotificationPreferences | null;
};

export type TNewAccount = {
  userId: string;
  email: string;
  emailVerifiedAt: Date | null;
  passwordHash: string | null;
  googleSub: string | null;
  firstName: string;
  lastName: string;
  business: { id: string; name: string; type: string; address: string; city: string | null; timezone: string };
  session: TNewSession;
  // The auth.user.registered payload.
  event: TUserRegisteredEvent;
};

export type TProfileChange = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
};
export type TBusinessChange = {
  name: string;
  type: string;
  address: string;
  city: string | null;
  website: string | null;
  timezone: string;
};

// Every method is scoped by the owning user's id, or by the email that identifies an account.
@Injectable()
export class AccountsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // User, business, preferences, first session and the registration event commit together.
  // Answers null when the email (or Google account) is already taken.
  async createAccount(account: TNewAccount): Promise<TUserWithBusiness | null> {
    try {
      return await this.prisma.$transaction(async (tx) => {
        const user = await tx.user.create({
          data: {
            id: account.userId,
            email: account.email,
            emailVerifiedAt: account.emailVerifiedAt,
            passwordHash: account.passwordHash,
            googleSub: account.googleSub,
            firstName: account.firstName,
            lastName: account.lastName,
            business: { create: account.business },
            preferences: { create: {} },
            sessions: { create: sessionRow(account.session) },
          },
          include: { business: true },
        });
        // Keyed by the user id, as all of auth's events: one user's events stay in order on one
        // partition, and erasure finds them by it.
        const actor = { userId: account.userId, businessId: account.business.id };
        await tx.outboxEvent.createMany({
          data: [outboxRow(UserRegistered, account.event, { key: account.userId, actor })],
        });
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async emailExists(email: string): Promise<boolean> {
    return (await this.prisma.user.count({ where: { email } })) > 0;
  }

  findByEmail(email: string): Promise<TUserWithBusiness | null> {
    return this.prisma.user.findUnique({ where: { email }, include: { business: true } });
  }

  findByGoogleSub(googleSub: string): Promise<TUserWithBusiness | null> {
    return this.prisma.user.findUnique({ where: { googleSub }, include: { business: true } });
  }

  // The signed-in user's profile and business, only while their session is live (not revoked, not
  // expired), with the session's last-active time: one statement for the most frequent request.
  async findForLiveSession(userId: string, sessionId: string, now: Date): Promise<{ user: User; business: Business; lastActiveAt: Date } | null> {
    const [row] = await this.prisma.$queryRaw<(User & { business: Business; lastActiveAt: Date })[]>`
      SELECT u.id, u.email, u.password_hash AS "passwordHash", u.first_name AS "firstName", u.last_name AS "lastName", u.phone,
             u.google_sub AS "googleSub", u.totp_secret AS "totpSecret", u.totp_pending_secret AS "totpPendingSecret",
             u.two_factor_enabled AS "twoFactorEnabled", u.totp_last_step AS "totpLastStep", u.email_verified_at AS "emailVerifiedAt",
             u.created_at AS "createdAt", u.updated_at AS "updatedAt", s.last_active_at AS "lastActiveAt",
             json_build_object('id', b.id, 'userId', b.user_id, 'name', b.name, 'type', b.type, 'address', b.address, 'city', b.city,
                               'website', b.website, 'timezone', b.timezone) AS business
      FROM sessions s JOIN users u ON u.id = s.user_id JOIN businesses b ON b.user_id = u.id
      WHERE s.id = ${sessionId}::uuid AND s.user_id = ${userId}::uuid AND s.revoked_at IS NULL AND s.expires_at > ${now}`;
    if (!row) return null;
    const { business, lastActiveAt, ...user } = row;
    return { user, business, lastActiveAt };
  }

  findById(userId: string): Promise<TUserWithBusiness | null> {
    return this.prisma.user.findUnique({ where: { id: userId }, include: { business: true } });
  }

  linkGoogleAccount(userId: string, googleSub: string): Promise<TUserWithBusiness> {
    return this.prisma.user.update({
      where: { id: userId },
      data: { googleSub },
      include: { business: true },
    });
  }

  // Answers 'email_taken' when another account already has the new email.
  async updateProfile(
    userId: string,
    change: TProfileChange,
  ): Promise<TUserWithBusiness | 'email_taken'> {
    try {
      return await this.prisma.user.update({
        where: { id: userId },
        data: change,
        include: { business: true },
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'email_taken';
      throw error;
    }
  }

  findBusiness(userId: string): Promise<Business | null> {
    return this.prisma.business.findUnique({ where: { userId } });
  }

  // The change and its auth.business.updated event commit together; the event carries the result.
  async updateBusiness(
    userId: string,
    change: TBusinessChange,
    eventFor: (business: Business) => TBusinessUpdatedEvent,
  ): Promise<Business> {
    return this.prisma.$transaction(async (tx) => {
      const business = await tx.business.update({ where: { userId }, data: change });
      const actor = { userId, businessId: business.id };
      await tx.outboxEvent.createMany({
        data: [outboxRow(BusinessUpdated, eventFor(business), { key: userId, actor })],
      });
      return business;
    });
  }

  findPreferences(userId: string): Promise<NotificationPreferences | null> {
    return this.prisma.notificationPreferences.findUnique({ where: { userId } });
  }

  // Merges the given switches into the stored ones (defaults for a row that went missing). The
  // row is created with INSERT ... ON CONFLICT DO NOTHING first: Prisma runs an upsert whose
  // update is empty as a read then an insert, which two first reads at once fail on the key.
  async updatePreferences(
    userId: string,
    change: Partial<TNotificationPreferences>,
  ): Promise<NotificationPreferences> {
    await this.prisma.notificationPreferences.createMany({
      data: [{ userId }],
      skipDuplicates: true,
    });
    return this.prisma.notificationPreferences.update({ where: { userId }, data: change });
  }

  findForExport(userId: string): Promise<TAccountExport | null> {
    return this.prisma.user.findUnique({
      where: { id: userId },
      include: { business: true, preferences: true },
    });
  }

  // Deletes the user (business, preferences, sessions, resets and codes go with it by cascade)
  // and writes auth.user.deleted in the same transaction. Answers the ids of the sessions that
  // were live, so their access tokens can be refused at once, and who to send the confirmation
  // to; null when there was no such user.
  async deleteAccount(
    userId: string,
    now: Date,
    eventFor: (businessId: string, email: string) => TUserDeletedEvent,
  ): Promise<{ sessionIds: string[]; email: string; firstName: string } | null> {
    return this.prisma.$transaction(async (tx) => {
      const user = await tx.user.findUnique({
        where: { id: userId },
        select: { email: true, firstName: true, business: { select: { id: true } } },
      });
      if (!user?.business) return null;
      const sessions = await tx.session.findMany({
        where: { userId, revokedAt: null, expiresAt: { gt: now } },
        select: { id: true },
      });
      await tx.user.delete({ where: { id: userId } });
      // Events about this user that were already delivered carry their ids and details: they go
      // too (erasure). The new event's row goes once it is delivered (ErasureConsumer).
      await tx.outboxEvent.deleteMany({ where: { key: userId, publishedAt: { not: null } } });
      const actor = { userId, businessId: user.business.id };
      await tx.outboxEvent.createMany({
        data: [
          outboxRow(UserDeleted, eventFor(user.business.id, user.email), { key: userId, actor }),
        ],
      });
      return {
        sessionIds: sessions.map((session) => session.id),
        email: user.email,
        firstName: user.firstName,
      };
    });
  }

  // Once auth.user.deleted is on Kafka (every service erases from there), its own outbox row and
  // any other delivered row about the user go: they were the last to name the user, business and
  // address. Runs in the inbox's transaction that records the event as handled.
  async eraseDeliveredEvents(
    tx: Prisma.TransactionClient,
    userId: string,
    eventId: string,
  ): Promise<void> {
    await tx.outboxEvent.deleteMany({
      where: { OR: [{ id: eventId }, { key: userId, publishedAt: { not: null } }] },
    });
  }

  async createEmailVerification(
    userId: string,
    email: string,
    tokenHash: string,
    expiresAt: Date,
  ): Promise<void> {
    await this.prisma.emailVerification.create({ data: { userId, email, tokenHash, expiresAt } });
  }

  // Uses the link (once, even when two requests race) and applies it: the address it names
  // becomes the account's, verified. 'invalid' for an unknown, used or expired link; 'email_taken'
  // when another account took the new address meanwhile (nothing changes then).
  async useEmailVerification(
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: string; email: string; changed: boolean } | 'invalid' | 'email_taken'> {
    try {
      return await this.prisma.$transaction(async (tx) => {
        const link = await tx.emailVerification.findUnique({
          where: { tokenHash },
          include: { user: { select: { email: true } } },
        });
        if (!link || link.usedAt || link.expiresAt <= now) return 'invalid' as const;
        const { count } = await tx.emailVerification.updateMany({
          where: { id: link.id, usedAt: null },
          data: { usedAt: now },
        });
        if (count !== 1) return 'invalid' as const;
        const changed = link.email !== link.user.email;
        await tx.user.update({
          where: { id: link.userId },
          data: { email: link.email, emailVerifiedAt: now },
        });
        // Other links for this address are done; after a change, so are links for any other
        // address (an older link must not switch the email back).
        await tx.emailVerification.updateMany({
          where: { userId: link.userId, usedAt: null, ...(changed ? {} : { email: link.email }) },
          data: { usedAt: now },
        });
        return { userId: link.userId, email: link.email, changed };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'email_taken';
      throw error;
    }
  }
}
