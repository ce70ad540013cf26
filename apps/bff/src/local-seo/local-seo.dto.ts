import { createZodDto } from 'nestjs-zod';
import { ZLocalSeoQuery } from '@app/contracts';

export class LocalSeoQueryDto extends createZodDto(ZLocalSeoQuery) {}
