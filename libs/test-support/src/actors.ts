import { randomUUID } from 'node:crypto';

// A business and its owner no other test uses: the actor a service test acts as, so that what it
// counts or lists is its own whatever else the shared database holds.
export const newActor = (): { userId: string; businessId: string } => ({
  userId: randomUUID(),
  businessId: randomUUID(),
});
