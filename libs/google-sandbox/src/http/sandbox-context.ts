import type { TOAuthClient, TPushSubscription } from '../config/sandbox-options';
import type { FaultRegistry, RequestLog } from '../control/faults';
import type { SandboxSigner } from '../oauth/signing-key';
import type { TokenService } from '../oauth/token.service';
import type { PushPublisher } from '../pubsub/push-publisher';
import type { SandboxStore } from '../state/sandbox-store';

// What the routes share.
export type TSandboxContext = {
  store: SandboxStore;
  tokens: TokenService;
  signer: SandboxSigner;
  faults: FaultRegistry;
  log: RequestLog;
  publisher: PushPublisher;
  clients: TOAuthClient[];
  pubsub: TPushSubscription;
  performanceDelayDays: number;
  closing: AbortSignal;
  origin: () => string; // http://127.0.0.1:<port> once listening
};
