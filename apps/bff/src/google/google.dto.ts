import { createZodDto } from 'nestjs-zod';
import { ZGoogleConnectStart, ZGoogleLocationPick } from '@app/contracts';

export class GoogleConnectStartDto extends createZodDto(ZGoogleConnectStart) {}
export class GoogleLocationPickDto extends createZodDto(ZGoogleLocationPick) {}
