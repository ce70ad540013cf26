import { Prisma } from '../generated/prisma/client';

// A unique constraint said no (an email or a Google account already taken by someone else).
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
