import { z } from 'zod';
import { ZGoogleNotification, type TGoogleNotification } from '@app/contracts';

// A Pub/Sub push (the body Pub/Sub POSTs to a push endpoint): the message, its data base64 (the Business Profile notification as JSON).
const ZPush = z.object({
  message: z.object({
    data: z.string().min(1),
    messageId: z.string().min(1).optional(),
    message_id: z.string().min(1).optional(),
  }),
  subscription: z.string().optional(),
});

// The notification inside: Google names the fields `location` and `review`; the sandbox sends
// `locationName` and `reviewName`. Both are read.
const ZNotificationData = z.object({
  type: z.string().min(1),
  location: z.string().min(1).optional(),
  locationName: z.string().min(1).optional(),
  review: z.string().min(1).optional(),
  reviewName: z.string().min(1).optional(),
});

export const decodePush = (body: unknown): TGoogleNotification | null => {
  const push = ZPush.safeParse(body);
  if (!push.success) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(push.data.message.data, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = ZNotificationData.safeParse(data);
  if (!parsed.success) return null;
  const reviewName = parsed.data.reviewName ?? parsed.data.review;
  const notification = ZGoogleNotification.safeParse({
    messageId: push.data.message.messageId ?? push.data.message.message_id,
    notificationType: parsed.data.type,
    locationName: parsed.data.locationName ?? parsed.data.location,
    ...(reviewName ? { reviewName } : {}),
  });
  return notification.success ? notification.data : null;
};
