import { createZodDto } from 'nestjs-zod';
import { ZListingUpdate } from '@app/contracts';

export class ListingUpdateDto extends createZodDto(ZListingUpdate) {}
