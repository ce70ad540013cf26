import { Module } from '@nestjs/common';
import { GoogleAccess } from './google-access';
import { GoogleConnectionRepository } from './google-connection.repository';
import { GoogleTokenVault } from './token-vault';

// The Google Business Profile connection's core, for every module that calls Google (listing,
// reviews import and replies, performance): GoogleAccess hands out a business's authenticated
// client. It depends on nothing else of analysis, so any module may import it.
@Module({
  providers: [GoogleTokenVault, GoogleConnectionRepository, GoogleAccess],
  exports: [GoogleAccess],
})
export class GoogleCoreModule {}
