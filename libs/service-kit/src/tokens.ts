// Injection tokens shared by the kit's providers.
export const SERVICE_ENV = Symbol('SERVICE_ENV');
export const PRISMA_CLIENT = Symbol('PRISMA_CLIENT');
