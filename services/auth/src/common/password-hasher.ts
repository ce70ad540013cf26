import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. `algorithm: 2` is Algorithm.Argon2id (an
// ambient const enum, which isolatedModules cannot read).
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordHasher {
  // A hash of a random password, checked when there is no real hash, so "no such account" costs
  // the same time as "wrong password" (no account enumeration by timing).
  private readonly dummyHash = hash(randomBytes(24).toString('base64url'), ARGON2_OPTIONS);

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  // False for a missing hash (unknown email, Google-only account), after the same amount of work.
  async matches(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    if (!passwordHash) {
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  }
}
