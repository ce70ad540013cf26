import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { GoogleBusinessController } from './google-business.controller';
import { GoogleConnectService } from './google-connect.service';

@Module({
  imports: [AuthModule],
  controllers: [GoogleBusinessController],
  providers: [GoogleConnectService],
})
export class GoogleBusinessModule {}
