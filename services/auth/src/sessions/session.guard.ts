import { Injectable } from '@nestjs/common';
import type { TActorRef } from '@app/contracts';
import { sessionEnded } from './session-errors';
import { SessionsRepository } from './sessions.repository';

// Last-active times move at most once a minute, so reads do not all turn into writes.
const TOUCH_INTERVAL_MS = 60_000;

// Every request made on behalf of a signed-in user passes here first: a token may still be
// unexpired after its session was revoked or its account deleted.
@Injectable()
export class SessionGuard {
  constructor(private readonly repository: SessionsRepository) {}

  async requireLive(actor: TActorRef): Promise<void> {
    const now = new Date();
    const session = await this.repository.findLive(actor.userId, actor.sessionId, now);
    if (!session) throw sessionEnded();
    await this.touched(actor, session.lastActiveAt, now);
  }

  // For a caller that read the live session itself (with its own query): moves its last-active
  // time when it is older than the interval.
  async touched(actor: TActorRef, lastActiveAt: Date, now = new Date()): Promise<void> {
    if (now.getTime() - lastActiveAt.getTime() > TOUCH_INTERVAL_MS) await this.repository.touch(actor.userId, actor.sessionId, now);
  }
}
