import { createZodDto } from 'nestjs-zod';
import { ZNewsletterSubscribe } from '@app/contracts';

export class NewsletterSubscribeDto extends createZodDto(ZNewsletterSubscribe) {}
