import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TSigningKey } from '../oauth/signing-key';
import type { TSandboxState } from '../state/sandbox-state';

const readJson = <T>(path: string): T | undefined => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

const writeJson = (path: string, value: unknown): void => {
  writeFileSync(`${path}.tmp`, JSON.stringify(value));
  renameSync(`${path}.tmp`, path);
};

// The runnable sandbox keeps its state and signing key in files, as the product keeps its
// databases: a restart of `npm start` finds the same reviews, replies and OAuth grants (the
// product's stored refresh token still works) and the same key (cached certs still verify).
export class StateFile {
  private pending: NodeJS.Timeout | undefined;

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  state(): TSandboxState | undefined {
    const saved = readJson<TSandboxState>(join(this.dir, 'state.json'));
    return saved?.version === 1 ? saved : undefined;
  }

  signingKey(): TSigningKey | undefined {
    return readJson<TSigningKey>(join(this.dir, 'signing-key.json'));
  }

  saveSigningKey(key: TSigningKey): void {
    writeJson(join(this.dir, 'signing-key.json'), key);
  }

  // Writes at most every 200 ms (a burst of changes is one write).
  save(state: TSandboxState): void {
    if (this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = undefined;
      writeJson(join(this.dir, 'state.json'), state);
    }, 200);
  }

  flush(state: TSandboxState): void {
    if (this.pending) clearTimeout(this.pending);
    this.pending = undefined;
    writeJson(join(this.dir, 'state.json'), state);
  }
}
