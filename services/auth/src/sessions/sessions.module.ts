import { Module } from '@nestjs/common';
import { KeysModule } from '../keys/keys.module';
import { RevocationStore } from './revocation.store';
import { SessionGuard } from './session.guard';
import { SessionIssuer } from './session-issuer';
import { SessionsConsumer } from './sessions.consumer';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

@Module({
  imports: [KeysModule],
  controllers: [SessionsConsumer],
  providers: [SessionsService, SessionsRepository, SessionIssuer, SessionGuard, RevocationStore],
  exports: [SessionsService, SessionIssuer, SessionGuard, RevocationStore],
})
export class SessionsModule {}
