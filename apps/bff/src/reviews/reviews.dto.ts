import { createZodDto } from 'nestjs-zod';
import { ZReviewRespond, ZReviewSettingsUpdate, ZReviewsQuery } from '@app/contracts';

export class ReviewsQueryDto extends createZodDto(ZReviewsQuery) {}
export class ReviewRespondDto extends createZodDto(ZReviewRespond) {}
export class ReviewSettingsUpdateDto extends createZodDto(ZReviewSettingsUpdate) {}
