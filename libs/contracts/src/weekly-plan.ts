import { z } from 'zod';
import { ZBusinessScope } from './analysis';
import { defineEvent, defineRequest } from './message';

// Issue 21: the weekly plan, "three things to do this week". analysis builds one plan per business
// and week (the week of the shop's own calendar, from Monday): at most three actions chosen from the
// business's data, each with why in one sentence and the figure behind it, and what last week's
// done actions changed, measured when the plan is built.

export const WEEKLY_PLAN_MAX_ACTIONS = 3;

// What an action is about. Stored identifiers: never rename.
export const PLAN_ACTION_KINDS = ['reviews', 'keyword', 'competitor', 'listing', 'seasonal'] as const;
export type TPlanActionKind = (typeof PLAN_ACTION_KINDS)[number];

export const ZPlanAction = z.object({
  id: z.uuid(),
  kind: z.enum(PLAN_ACTION_KINDS),
  title: z.string(),
  why: z.string(),
  // A path inside the app where the action is done ('/reviews?status=pending').
  link: z.string(),
  done: z.boolean(),
});
export type TPlanAction = z.infer<typeof ZPlanAction>;

// GET /api/dashboard/weekly-plan.
export const ZWeeklyPlan = z.object({
  // The Monday the week starts on, in the shop's calendar (YYYY-MM-DD).
  weekOf: z.iso.date(),
  actions: z.array(ZPlanAction).max(WEEKLY_PLAN_MAX_ACTIONS),
  // What last week's done actions changed; empty on a business's first plan.
  lastWeek: z.array(z.object({ text: z.string() })),
});
export type TWeeklyPlan = z.infer<typeof ZWeeklyPlan>;

export const WEEKLY_PLAN_MESSAGES = {
  done: 'done must be true or false.',
  notFound: 'That action is not in this week’s plan.',
} as const;

// PATCH /api/dashboard/weekly-plan/actions/:id.
export const ZPlanActionDoneBody = z.object({ done: z.boolean({ error: WEEKLY_PLAN_MESSAGES.done }) }).strict();
export const ZPlanActionDoneRequest = ZBusinessScope.extend({ id: z.uuid(), done: z.boolean() });
export type TPlanActionDoneRequest = z.infer<typeof ZPlanActionDoneRequest>;

export const WeeklyPlanRequests = {
  // This week's plan (built on first read when the Monday sweep has not built it yet).
  get: defineRequest({ topic: 'analysis.weekly-plan.get', request: ZBusinessScope, reply: ZWeeklyPlan }),
  // Marks an action of this week's plan done or not done; answers the plan.
  actionDone: defineRequest({ topic: 'analysis.weekly-plan.action-done', request: ZPlanActionDoneRequest, reply: ZWeeklyPlan }),
} as const;

// Event analysis.weekly-plan.ready: the Monday plan (built by the sweep at 08:00 on the shop's
// clock), once per business and week; auth sends it as the weekly report email when the owner's
// Weekly Reports switch is on. No secret; the address stays with auth.
export const ZWeeklyPlanReadyEvent = z.object({
  planId: z.uuid(),
  userId: z.uuid(),
  businessId: z.uuid(),
  businessName: z.string(),
  weekOf: z.iso.date(),
  actions: z.array(ZPlanAction.pick({ title: true, why: true, link: true })).max(WEEKLY_PLAN_MAX_ACTIONS),
  lastWeek: z.array(z.object({ text: z.string() })),
});
export type TWeeklyPlanReadyEvent = z.infer<typeof ZWeeklyPlanReadyEvent>;
export const WeeklyPlanReady = defineEvent({ topic: 'analysis.weekly-plan.ready', version: 1, payload: ZWeeklyPlanReadyEvent });
