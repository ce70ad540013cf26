import { configure } from '@testing-library/react';
import { runInThisContext } from 'node:vm';

// Async queries wait up to 5 s: CI runs these suites beside the whole system on two cores, where
// a render plus a mocked round trip can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// jest-environment-jsdom gives the tests a jsdom window, which has no fetch API and none of the
// web globals below. They are Node's own, taken from Node's global object (vm.runInThisContext
// runs in Node's context, not in the test's window). The abort classes and FormData come from
// Node too, so that Node's Request accepts their signals and bodies.
const node = runInThisContext('globalThis') as typeof globalThis;
const NODE_WEB_GLOBALS = [
  'fetch',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'TransformStream',
  'WritableStream',
  'Blob',
  'structuredClone',
] as const;
for (const name of NODE_WEB_GLOBALS) {
  Object.defineProperty(globalThis, name, {
    value: node[name],
    configurable: true,
    writable: true,
  });
}

// As in a browser, a relative URL is resolved against the page's address.
class PageRequest extends node.Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
}
Object.defineProperty(globalThis, 'Request', {
  value: PageRequest,
  configurable: true,
  writable: true,
});
