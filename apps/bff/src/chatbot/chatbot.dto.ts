import { createZodDto } from 'nestjs-zod';
import { ZChatbotEscalate, ZChatbotFeedback, ZChatbotMessage } from '@app/contracts';

export class ChatbotMessageDto extends createZodDto(ZChatbotMessage) {}
export class ChatbotFeedbackDto extends createZodDto(ZChatbotFeedback) {}
export class ChatbotEscalateDto extends createZodDto(ZChatbotEscalate) {}
