import express, { Router } from 'express';
import { badRequest } from '../http/google-error';
import { apiRoute } from '../http/route';
import type { TSandboxContext } from '../http/sandbox-context';
import { BUSINESS_MANAGE_SCOPE } from '../oauth/scopes';
import type { TNotificationSetting } from '../state/sandbox-state';
import { accountFor } from './access';
import { parseMask } from './field-mask';

const SERVICE = 'mybusinessnotifications.googleapis.com';

export const NOTIFICATION_TYPES = [
  'GOOGLE_UPDATE',
  'NEW_REVIEW',
  'UPDATED_REVIEW',
  'NEW_CUSTOMER_MEDIA',
  'NEW_QUESTION',
  'UPDATED_QUESTION',
  'NEW_ANSWER',
  'UPDATED_ANSWER',
  'DUPLICATE_LOCATION',
  'LOSS_OF_VOICE_OF_MERCHANT',
  'VOICE_OF_MERCHANT_UPDATED',
] as const;

const settingJson = (accountId: string, setting: TNotificationSetting | undefined) => ({
  name: `accounts/${accountId}/notificationSetting`,
  ...(setting?.pubsubTopic ? { pubsubTopic: setting.pubsubTopic } : {}),
  ...(setting && setting.notificationTypes.length > 0 ? { notificationTypes: setting.notificationTypes } : {}),
});

// Notifications API v1: one setting per account naming the Pub/Sub topic and the types sent to it.
export const notificationsRouter = (context: TSandboxContext): Router => {
  const router = Router();
  const settings = () => context.store.state.notificationSettings;
  router.get(
    '/v1/accounts/:accountId/notificationSetting',
    apiRoute(context, 'mybusinessnotifications.accounts.getNotificationSetting', SERVICE, BUSINESS_MANAGE_SCOPE, (request, caller) => {
      const account = accountFor(context.store, caller, String(request.params.accountId));
      return settingJson(account.id, settings()[account.id]);
    }),
  );
  router.patch(
    '/v1/accounts/:accountId/notificationSetting',
    express.json({ limit: '16kb' }),
    apiRoute(context, 'mybusinessnotifications.accounts.updateNotificationSetting', SERVICE, BUSINESS_MANAGE_SCOPE, (request, caller) => {
      const account = accountFor(context.store, caller, String(request.params.accountId));
      const paths = parseMask(request.query.updateMask);
      if (!paths) throw badRequest([{ field: 'update_mask', description: 'Field is required.' }]);
      if (paths.some((path) => path !== 'pubsubTopic' && path !== 'notificationTypes')) throw badRequest([{ field: 'update_mask', description: 'Invalid field mask provided' }]);
      const body = (request.body ?? {}) as { pubsubTopic?: unknown; notificationTypes?: unknown };
      const current = settings()[account.id] ?? { pubsubTopic: '', notificationTypes: [] };
      const next: TNotificationSetting = { ...current };
      if (paths.includes('pubsubTopic')) {
        const topic = typeof body.pubsubTopic === 'string' ? body.pubsubTopic : '';
        if (topic && !/^projects\/[^/]+\/topics\/[^/]+$/.test(topic)) throw badRequest([{ field: 'pubsub_topic', description: 'Invalid Pub/Sub topic name.' }]);
        // Google checks that its notifier may publish to the topic; the sandbox knows one topic.
        if (topic && topic !== context.pubsub.topic) {
          throw badRequest([{ field: 'pubsub_topic', description: `Topic ${topic} does not exist or mybusiness-api-pubsub@system.gserviceaccount.com cannot publish to it.` }]);
        }
        next.pubsubTopic = topic;
      }
      if (paths.includes('notificationTypes')) {
        const types: unknown[] = Array.isArray(body.notificationTypes) ? body.notificationTypes : [];
        const unknown = types.filter((type) => !NOTIFICATION_TYPES.includes(type as (typeof NOTIFICATION_TYPES)[number]));
        if (unknown.length > 0) throw badRequest([{ field: 'notification_types', description: `Invalid notification type: ${unknown.map(String).join(', ')}` }]);
        next.notificationTypes = [...new Set(types as string[])];
      }
      settings()[account.id] = next;
      context.store.changed();
      return settingJson(account.id, next);
    }),
  );
  return router;
};
