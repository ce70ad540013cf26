// Runs the BFF and the five services as separate processes with prefixed logs. A process that
// exits unexpectedly is restarted (with back-off); `kill <pid>` of one restarts only that one.
// Ctrl-C (SIGINT) or SIGTERM stops them all and waits for them. Without Google credentials the
// Google sandbox (libs/google-sandbox) runs first, as its own process, standing in for Google.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNT, seedDemoAccount } from './seed-demo.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3000';
// The local demo: simulated ranks come with six weeks of simulated history (0 in production).
// chat's mails link to the app where the BFF serves it.
const ownEnv = {
  analysis: { SIMULATED_HISTORY_DAYS: process.env.SIMULATED_HISTORY_DAYS ?? '42' },
  chat: { PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}` },
};
// Real Google needs both; without them the sandbox stands in (the product is pointed at it by
// the Business Profile integration, through the variables of libs/google-sandbox's GOOGLE_ENV).
const googleSandbox = !(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET);
const sandboxPort = process.env.GOOGLE_SANDBOX_PORT ?? '3110';
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
const sandboxApp = { name: 'google', script: 'libs/google-sandbox/dist/main.js', env: { GOOGLE_SANDBOX_PORT: sandboxPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}` } };
const apps = [
  ...['auth', 'reviews', 'billing', 'chat', 'analysis'].map((name) => ({ name, script: `services/${name}/dist/main.js`, env: ownEnv[name] ?? {} })),
  { name: 'bff', script: 'apps/bff/dist/main.js', env: { PORT: port } },
];
// Requests between processes carry an assertion signed with RPC_SIGNING_KEY (libs/service-kit,
// rpc-assertion.ts); locally one fresh key pair serves every process, unless the caller set both.
if (!process.env.RPC_SIGNING_KEY || !process.env.RPC_TRUSTED_KEYS) {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  process.env.RPC_SIGNING_KEY = privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
  process.env.RPC_TRUSTED_KEYS = ['bff', 'analysis', 'chat'].map((principal) => `${principal}:${spki}`).join(',');
}
const colours = [36, 35, 33, 32, 34, 31, 90];
const children = new Map();
let stopping = false;

const prefixLines = (name, colour, stream, target) => {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`\x1b[${colour}m${name.padEnd(8)}\x1b[0m ${line}\n`);
  });
};

const launch = (app, index, attempt = 0) => {
  const child = spawn(process.execPath, [join(root, app.script)], {
    cwd: root,
    env: { ...process.env, ...app.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(app.name, child);
  prefixLines(app.name, colours[index], child.stdout, process.stdout);
  prefixLines(app.name, colours[index], child.stderr, process.stderr);
  const startedAt = Date.now();
  child.on('exit', (code, signal) => {
    children.delete(app.name);
    if (stopping) return;
    const next = Date.now() - startedAt > 30_000 ? 0 : attempt + 1;
    const delay = Math.min(500 * 2 ** next, 10_000);
    console.error(`[nearbly] ${app.name} exited (${signal ?? code}); restarting in ${delay} ms`);
    setTimeout(() => launch(app, index, next), delay);
  });
};

const waitForSandbox = async () => {
  for (let tries = 0; tries < 40 && !stopping; tries += 1) {
    try {
      if ((await fetch(`${sandboxUrl}/_sandbox/state`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
};

// The variables that point the product at the sandbox (GOOGLE_ENV of libs/google-sandbox, as its
// /_sandbox/env gives them): the BFF runs the consent redirect and Google sign-in, analysis calls
// the Business Profile APIs.
const GOOGLE_USERS = ['analysis', 'bff'];
const pointAtSandbox = async () => {
  const response = await fetch(`${sandboxUrl}/_sandbox/env`);
  if (!response.ok) throw new Error(`/_sandbox/env answered ${response.status}`);
  const sandboxEnv = await response.json();
  for (const app of apps) if (GOOGLE_USERS.includes(app.name)) app.env = { ...sandboxEnv, ...app.env };
};

// The sandbox first, so Google is there when the BFF and services start.
const launchAll = async () => {
  if (googleSandbox) {
    launch(sandboxApp, colours.length - 1);
    if (!(await waitForSandbox())) console.error(`[nearbly] the Google sandbox did not answer on ${sandboxUrl}`);
    else await pointAtSandbox().catch((error) => console.error(`[nearbly] could not read the Google sandbox's variables: ${error.message}`));
  }
  if (!stopping) apps.forEach((app, index) => launch(app, index));
};
void launchAll();

const waitUntilReady = async () => {
  for (let tries = 0; tries < 240 && !stopping; tries += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/integrations/status`);
      const body = await response.json();
      if (body.status === 'ok') return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
};

void waitUntilReady().then(async (ready) => {
  if (stopping) return;
  const seeded = ready ? await seedDemoAccount(`http://127.0.0.1:${port}`).catch((error) => `not seeded (${error.message})`) : 'not seeded yet';
  const line = '─'.repeat(60);
  console.log(`\n${line}\n  Nearbly is ${ready ? 'running' : 'starting (some services are not healthy yet)'}: http://127.0.0.1:${port}`);
  console.log(`  Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password} (${seeded})`);
  console.log(`  API docs: http://127.0.0.1:${port}/api/docs · health: http://127.0.0.1:${port}/api/health`);
  console.log(
    googleSandbox
      ? `  Google sandbox (no Google credentials set): ${sandboxUrl}/_sandbox/`
      : '  Google: real Google APIs (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set)',
  );
  console.log(`  Ctrl-C stops everything.\n${line}\n`);
});

const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  console.error(`\n[nearbly] ${signal}: stopping ${children.size} processes...`);
  for (const child of children.values()) child.kill('SIGTERM');
  const force = setTimeout(() => children.forEach((child) => child.kill('SIGKILL')), 15_000);
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      clearTimeout(force);
      process.exit(0);
    }
  }, 100);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
