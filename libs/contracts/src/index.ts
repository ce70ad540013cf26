export * from './services';
export * from './topics';
export * from './envelope';
export * from './errors';
export * from './health';
export * from './newsletter';
export * from './auth';
export * from './auth-requests';
