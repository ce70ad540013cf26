import { Injectable, Logger } from '@nestjs/common';
import { BillingRequests, type TPlanCatalogue } from '@app/contracts';
import { ChatRpc } from '../../rpc/chat-rpc';

// Prices change rarely and with 30 days notice: a few minutes of cache is plenty. A failed
// lookup is remembered briefly so a billing outage does not slow every chat message.
const FRESH_MS = 5 * 60_000;
const RETRY_AFTER_FAILURE_MS = 15_000;
const CALL_TIMEOUT_MS = 2_000;
const CONNECT_WAIT_MS = 3_000;

// Billing's plan catalogue (billing.plans.list), cached; null when billing cannot be asked. The
// service answers (without prices) before billing is reachable.
@Injectable()
export class PlanCatalogue {
  private readonly logger = new Logger(PlanCatalogue.name);
  private cached: { value: TPlanCatalogue | null; until: number } | undefined;
  private inFlight: Promise<TPlanCatalogue | null> | undefined;

  constructor(private readonly rpc: ChatRpc) {}

  async get(): Promise<TPlanCatalogue | null> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.value;
    this.inFlight ??= this.load().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async load(): Promise<TPlanCatalogue | null> {
    const connected = await this.rpc.connected(CONNECT_WAIT_MS);
    try {
      if (!connected) throw new Error('billing client not connected');
      const value = await this.rpc.call(BillingRequests.plansList, {}, { timeoutMs: CALL_TIMEOUT_MS });
      this.cached = { value, until: Date.now() + FRESH_MS };
      return value;
    } catch (error) {
      this.logger.warn({ err: error }, 'Plan catalogue unavailable; Maya answers without prices');
      this.cached = { value: this.cached?.value ?? null, until: Date.now() + RETRY_AFTER_FAILURE_MS };
      return this.cached.value;
    }
  }
}
