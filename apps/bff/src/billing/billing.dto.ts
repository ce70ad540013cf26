import { createZodDto } from 'nestjs-zod';
import { ZUpdatePlan } from '@app/contracts';

export class UpdatePlanDto extends createZodDto(ZUpdatePlan) {}
