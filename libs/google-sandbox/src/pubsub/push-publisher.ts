import type { TPushRetry, TPushSubscription } from '../config/sandbox-options';
import type { SandboxSigner } from '../oauth/signing-key';
import type { SandboxStore } from '../state/sandbox-store';
import type { TLocation } from '../state/sandbox-state';

export type TPushAttempt = { at: string; status?: number; error?: string };
export type TPushBody = {
  message: { data: string; attributes: Record<string, string>; messageId: string; message_id: string; publishTime: string; publish_time: string };
  subscription: string;
};
export type TPushDelivery = {
  messageId: string;
  type: string;
  locationName: string;
  reviewName: string;
  endpoint?: string;
  audience?: string;
  body: TPushBody;
  attempts: TPushAttempt[];
  delivered: boolean;
};
// What a review change did on the Pub/Sub side: not published (no setting for its type),
// published without a push endpoint, or pushed (delivered when the endpoint acknowledged it).
export type TPushOutcome = { published: boolean; reason?: string; messageId?: string; delivered?: boolean; status?: number };

// Pub/Sub treats these answers of a push endpoint as an acknowledgement.
const ACK_STATUSES = new Set([102, 200, 201, 202, 204]);
const KEPT_DELIVERIES = 200;

// Publishes Business Profile notifications to the account's topic and pushes them to the push
// subscription's endpoint as Pub/Sub does: the JSON push body, an OIDC ID token for the
// subscription's audience signed by the sandbox's key, retries with backoff until acknowledged.
export class PushPublisher {
  private readonly log: TPushDelivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private sequence = 0;

  constructor(
    private readonly store: SandboxStore,
    private readonly signer: SandboxSigner,
    readonly subscription: TPushSubscription,
    private readonly retry: TPushRetry,
  ) {}

  configure(change: Partial<Pick<TPushSubscription, 'pushEndpoint' | 'audience'>>): TPushSubscription {
    Object.assign(this.subscription, change);
    return { ...this.subscription };
  }

  deliveries(): TPushDelivery[] {
    return this.log.map((delivery) => structuredClone(delivery));
  }

  async publish(location: TLocation, type: 'NEW_REVIEW' | 'UPDATED_REVIEW', reviewName: string): Promise<TPushOutcome> {
    const setting = this.store.state.notificationSettings[location.accountId];
    if (!setting?.pubsubTopic || setting.pubsubTopic !== this.subscription.topic || !setting.notificationTypes.includes(type)) {
      return { published: false, reason: `account ${location.accountId} has no notification setting sending ${type} to a topic` };
    }
    this.sequence += 1;
    const messageId = String(16_000_000_000_000 + this.store.state.counter * 1000 + this.sequence);
    const publishTime = this.store.now().toISOString();
    const locationName = `accounts/${location.accountId}/locations/${location.id}`;
    const data = Buffer.from(JSON.stringify({ type, locationName, reviewName })).toString('base64');
    const delivery: TPushDelivery = {
      messageId,
      type,
      locationName,
      reviewName,
      ...(this.subscription.pushEndpoint ? { endpoint: this.subscription.pushEndpoint, audience: this.audience() } : {}),
      body: { message: { data, attributes: {}, messageId, message_id: messageId, publishTime, publish_time: publishTime }, subscription: this.subscription.subscription },
      attempts: [],
      delivered: false,
    };
    this.log.push(delivery);
    if (this.log.length > KEPT_DELIVERIES) this.log.splice(0, this.log.length - KEPT_DELIVERIES);
    if (!delivery.endpoint) return { published: true, messageId, delivered: false, reason: 'no push endpoint configured' };
    const attempt = await this.attempt(delivery);
    if (!delivery.delivered) this.scheduleRetry(delivery, 0);
    return { published: true, messageId, delivered: delivery.delivered, ...(attempt.status === undefined ? {} : { status: attempt.status }) };
  }

  // Pub/Sub delivers at least once: the same message (same messageId) pushed again.
  async redeliver(messageId: string, times: number): Promise<TPushAttempt[] | undefined> {
    const delivery = this.log.find((candidate) => candidate.messageId === messageId);
    if (!delivery?.endpoint) return undefined;
    const attempts: TPushAttempt[] = [];
    for (let index = 0; index < times; index += 1) attempts.push(await this.attempt(delivery));
    return attempts;
  }

  stop(): void {
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
  }

  private audience(): string | undefined {
    return this.subscription.audience ?? this.subscription.pushEndpoint;
  }

  private scheduleRetry(delivery: TPushDelivery, index: number): void {
    const delay = this.retry.delaysMs[index];
    if (delay === undefined) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(delivery).then(() => {
        if (!delivery.delivered) this.scheduleRetry(delivery, index + 1);
      });
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  private async attempt(delivery: TPushDelivery): Promise<TPushAttempt> {
    const at = new Date().toISOString();
    let attempt: TPushAttempt;
    try {
      const token = await this.signer.sign(
        { aud: delivery.audience, azp: '109000000000000000999', sub: '109000000000000000999', email: this.subscription.serviceAccountEmail, email_verified: true },
        this.store.now(),
      );
      const response = await fetch(delivery.endpoint ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'user-agent': 'APIs-Google; (+https://developers.google.com/webmasters/APIs-Google.html)' },
        body: JSON.stringify(delivery.body),
        signal: AbortSignal.timeout(this.retry.timeoutMs),
      });
      await response.arrayBuffer();
      attempt = { at, status: response.status };
      if (ACK_STATUSES.has(response.status)) delivery.delivered = true;
    } catch (error) {
      attempt = { at, error: error instanceof Error ? error.message : String(error) };
    }
    delivery.attempts.push(attempt);
    return attempt;
  }
}
