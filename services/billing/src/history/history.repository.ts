import { Injectable } from '@nestjs/common';
import { PrismaClient, type Invoice } from '../generated/prisma/client';

@Injectable()
export class HistoryRepository {
  constructor(private readonly prisma: PrismaClient) {}

  newest(businessId: string, limit: number): Promise<Invoice[]> {
    return this.prisma.invoice.findMany({ where: { businessId }, orderBy: { issuedAt: 'desc' }, take: limit });
  }
}
