// Keywords and competitor names are compared without regard to case or spacing.
export const normalizedText = (value: string): string => value.trim().replace(/\s+/g, ' ').toLowerCase();

// A date column (Prisma reads it as midnight UTC) as YYYY-MM-DD.
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
