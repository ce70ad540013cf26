import { Injectable } from '@nestjs/common';
import { PrismaClient, type Plan } from '../generated/prisma/client';

// The catalogue is shared by every business: no owner id to scope by.
@Injectable()
export class PlansRepository {
  constructor(private readonly prisma: PrismaClient) {}

  list(): Promise<Plan[]> {
    return this.prisma.plan.findMany({ orderBy: { sortOrder: 'asc' } });
  }

  findByName(name: string): Promise<Plan | null> {
    return this.prisma.plan.findUnique({ where: { name } });
  }
}
