import { GoogleSandbox } from './google-sandbox';
import { loadRunEnv, PUSH_PATH } from './config/env';
import { StateFile } from './run/state-file';
import type { TSandboxState } from './state/sandbox-state';

// `node libs/google-sandbox/dist/main.js`: the sandbox as its own process, as `npm start` runs it
// when no Google credentials are set.
const main = async () => {
  const env = loadRunEnv(process.env);
  const files = env.GOOGLE_SANDBOX_STATE_DIR ? new StateFile(env.GOOGLE_SANDBOX_STATE_DIR) : undefined;
  let latest: TSandboxState | undefined;
  const pushEndpoint = env.GOOGLE_PUBSUB_PUSH_ENDPOINT ?? `${env.PUBLIC_URL.replace(/\/+$/, '')}${PUSH_PATH}`;
  const sandbox = await new GoogleSandbox({
    port: env.GOOGLE_SANDBOX_PORT,
    host: env.GOOGLE_SANDBOX_HOST,
    state: files?.state(),
    signingKey: files?.signingKey(),
    onStateChange: (state) => {
      latest = state;
      files?.save(state);
    },
    pubsub: { pushEndpoint, ...(env.GOOGLE_PUBSUB_AUDIENCE ? { audience: env.GOOGLE_PUBSUB_AUDIENCE } : {}) },
  }).start();
  files?.saveSigningKey(sandbox.signingKey);
  console.log(`Google sandbox listening on ${sandbox.origin} (control page ${sandbox.urls.control}, pushes to ${pushEndpoint})`);
  const stop = (signal: string) => {
    console.log(`Google sandbox: ${signal}, stopping`);
    if (files && latest) files.flush(latest);
    void sandbox.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error(`Google sandbox failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
