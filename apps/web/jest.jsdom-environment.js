// A jsdom test environment for Jest 30, built on the workspace's `jsdom` because the
// `jest-environment-jsdom` package is not installed here. It follows the same lifecycle as Jest's
// own one (jsdom window as the global, Jest's fake timers and module mocker) and additionally
// exposes Node's fetch API (fetch, Request, Response, Headers, AbortController) to the window,
// which jsdom lacks and RTK Query's fetchBaseQuery needs. The abort classes come from Node too so
// that `new Request(url, { signal })` accepts the signal, and Request resolves relative URLs
// against the page's address as a browser does.
const { JSDOM, VirtualConsole } = require('jsdom');
const { LegacyFakeTimers, ModernFakeTimers } = require('@jest/fake-timers');
const { ModuleMocker } = require('jest-mock');
const { installCommonGlobals } = require('jest-util');

const NODE_WEB_GLOBALS = [
  'fetch',
  'Request',
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
];

class JsdomEnvironment {
  customExportConditions = ['browser'];

  constructor(config, context) {
    const { projectConfig } = config;
    const options = projectConfig.testEnvironmentOptions ?? {};

    const virtualConsole = new VirtualConsole();
    virtualConsole.forwardTo(context.console, { jsdomErrors: 'none' });
    virtualConsole.on('jsdomError', (error) => context.console.error(error));

    this.dom = new JSDOM(typeof options.html === 'string' ? options.html : '<!DOCTYPE html>', {
      pretendToBeVisual: true,
      runScripts: 'dangerously',
      url: 'http://localhost/',
      virtualConsole,
      ...options,
    });

    const global = this.dom.window;
    this.global = global;
    global.global = global;
    global.Error.stackTraceLimit = 100;
    installCommonGlobals(global, projectConfig.globals);
    global.Buffer = Buffer;
    for (const name of NODE_WEB_GLOBALS) {
      if (name in globalThis) global[name] = globalThis[name];
    }
    // As in a browser, a relative URL is resolved against the page's address.
    global.Request = class Request extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, global.location.href).href : input, init);
      }
    };

    // An uncaught error inside the window fails the test, unless the test listens for errors itself.
    let userErrorListeners = 0;
    this.errorListener = (event) => {
      if (userErrorListeners === 0 && event.error != null) {
        process.emit('uncaughtException', event.error);
      }
    };
    global.addEventListener('error', this.errorListener);
    const addListener = global.addEventListener.bind(global);
    const removeListener = global.removeEventListener.bind(global);
    global.addEventListener = (type, ...rest) => {
      if (type === 'error') userErrorListeners += 1;
      return addListener(type, ...rest);
    };
    global.removeEventListener = (type, ...rest) => {
      if (type === 'error') userErrorListeners -= 1;
      return removeListener(type, ...rest);
    };

    if (Array.isArray(options.customExportConditions)) {
      this.customExportConditions = options.customExportConditions;
    }

    this.moduleMocker = new ModuleMocker(global);
    this.fakeTimers = new LegacyFakeTimers({
      config: projectConfig,
      global,
      moduleMocker: this.moduleMocker,
      timerConfig: { idToRef: (id) => id, refToId: (ref) => ref },
    });
    this.fakeTimersModern = new ModernFakeTimers({ config: projectConfig, global });
  }

  async setup() {}

  async teardown() {
    this.fakeTimers?.dispose();
    this.fakeTimersModern?.dispose();
    if (this.global) {
      this.global.removeEventListener('error', this.errorListener);
      this.global.close();
    }
    this.global = null;
    this.dom = null;
    this.fakeTimers = null;
    this.fakeTimersModern = null;
  }

  exportConditions() {
    return this.customExportConditions;
  }

  getVmContext() {
    return this.dom ? this.dom.getInternalVMContext() : null;
  }
}

module.exports = JsdomEnvironment;
