import { createZodDto } from 'nestjs-zod';
import { ZContactSubmit } from '@app/contracts';

export class ContactSubmitDto extends createZodDto(ZContactSubmit) {}
