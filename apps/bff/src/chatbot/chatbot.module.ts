import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ChatRateLimiter } from './chat-rate-limiter';
import { ChatbotController } from './chatbot.controller';

@Module({
  imports: [AuthModule],
  controllers: [ChatbotController],
  providers: [ChatRateLimiter],
})
export class ChatbotModule {}
