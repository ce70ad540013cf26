import { createZodDto } from 'nestjs-zod';
import { ZEarningsQuery, ZScanCreate, ZScanQuery, ZScansQuery } from '@app/contracts';

export class ScanCreateDto extends createZodDto(ZScanCreate) {}
export class ScansQueryDto extends createZodDto(ZScansQuery) {}
export class ScanQueryDto extends createZodDto(ZScanQuery) {}
export class EarningsQueryDto extends createZodDto(ZEarningsQuery) {}
