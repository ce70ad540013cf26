import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { ZCompetitorsAdd, ZKeywordsAdd, ZOnboardingUpdate, ZPlanActionDoneBody } from '@app/contracts';

export class KeywordsAddDto extends createZodDto(ZKeywordsAdd) {}
export class CompetitorsAddDto extends createZodDto(ZCompetitorsAdd) {}
export class OnboardingUpdateDto extends createZodDto(ZOnboardingUpdate) {}
export class RankCheckDto extends createZodDto(z.object({ keywordId: z.uuid('Choose a keyword from your list').optional() })) {}
export class ItemIdParams extends createZodDto(z.object({ id: z.uuid('Not a valid id') })) {}
export class PlanActionDoneDto extends createZodDto(ZPlanActionDoneBody) {}
