export * from './infra';
export * from './databases';
export * from './schema-drift';
export * from './processes';
export * from './browser';
export * from './fake-oauth-server';
export * from './openapi-fuzz';
export * from './infra-control';
