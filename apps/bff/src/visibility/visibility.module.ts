import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { VisibilityController } from './visibility.controller';

@Module({
  imports: [AuthModule],
  controllers: [VisibilityController],
})
export class VisibilityModule {}
