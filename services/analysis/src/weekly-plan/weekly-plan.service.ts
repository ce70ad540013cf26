import { Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { PLAN_ACTION_KINDS, WEEKLY_PLAN_MESSAGES, type TBusinessScope, type TWeeklyPlan } from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { ScopeService } from '../businesses/scope.service';
import { localDay } from '../common/business-day';
import { mondayOf } from '../common/days';
import { normalizedText } from '../common/text';
import type { Business } from '../generated/prisma/client';
import { ListingService, profileKnown } from '../listing/listing.service';
import { localKeywordSuggestions } from '../suggestions/local-suggestions';
import { lookBackOf, planActionsOf, type TPlanFacts } from './weekly-plan-rules';
import { WeeklyPlanRepository, type TStoredPlan } from './weekly-plan.repository';

const ZLookBack = z.array(z.object({ text: z.string() }));
const ZBaseline = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

const viewOf = (plan: TStoredPlan): TWeeklyPlan => ({
  weekOf: plan.weekOf.toISOString().slice(0, 10),
  actions: plan.actions.map((action) => ({
    id: action.id,
    kind: z.enum(PLAN_ACTION_KINDS).catch('listing').parse(action.kind),
    title: action.title,
    why: action.why,
    link: action.link,
    done: action.doneAt !== null,
  })),
  lastWeek: ZLookBack.catch([]).parse(plan.lookBack),
});

// docs/product.md §11 Weekly plan: one plan per business and week of its own calendar, built by
// the Monday sweep (08:00 on the shop's clock) or, when a week has none yet, on the first read.
@Injectable()
export class WeeklyPlanService {
  private readonly logger = new Logger(WeeklyPlanService.name);

  constructor(
    private readonly scope: ScopeService,
    private readonly repository: WeeklyPlanRepository,
    private readonly listing: ListingService,
  ) {}

  async get(scope: TBusinessScope, now = new Date()): Promise<TWeeklyPlan> {
    const business = await this.scope.business(scope);
    const weekOf = mondayOf(localDay(now, business.timezone));
    const plan = await this.ensure(business, weekOf, now);
    return plan ? viewOf(plan) : { weekOf, actions: [], lastWeek: [] };
  }

  async actionDone(scope: TBusinessScope, actionId: string, done: boolean, now = new Date()): Promise<TWeeklyPlan> {
    const business = await this.scope.business(scope);
    const plan = await this.repository.find(business.id, mondayOf(localDay(now, business.timezone)));
    if (!plan || !(await this.repository.setDone(plan.id, actionId, done ? now : null))) throw new ServiceException('NOT_FOUND', WEEKLY_PLAN_MESSAGES.notFound);
    return this.get(scope, now);
  }

  // The Monday plan of a business, built if needed, announced once for the weekly report email.
  async announce(business: Business, weekOf: string, now: Date): Promise<void> {
    const plan = await this.ensure(business, weekOf, now);
    if (!plan) return;
    const view = viewOf(plan);
    const announced = await this.repository.announce(
      plan.id,
      {
        planId: plan.id,
        userId: business.userId,
        businessId: business.id,
        businessName: business.name,
        weekOf,
        actions: view.actions.map(({ title, why, link }) => ({ title, why, link })),
        lastWeek: view.lastWeek,
      },
      now,
    );
    if (announced) this.logger.log({ businessId: business.id, weekOf, actions: view.actions.length }, 'Weekly plan ready');
  }

  // The week's plan: the stored one, or built now from the business's figures (null before the
  // business's profile is known, so a blank profile is never planned on).
  private async ensure(business: Business, weekOf: string, now: Date): Promise<TStoredPlan | null> {
    const stored = await this.repository.find(business.id, weekOf);
    if (stored || !profileKnown(business)) return stored;
    const facts = await this.factsOf(business, now);
    const previous = await this.repository.previous(business.id, weekOf);
    const lookBack = lookBackOf(
      previous ? { actions: previous.actions.map((action) => ({ kind: action.kind, baseline: ZBaseline.catch({}).parse(action.baseline), done: action.doneAt !== null })) } : null,
      facts,
    );
    await this.repository.create(business.id, weekOf, planActionsOf(facts), lookBack, now);
    return this.repository.find(business.id, weekOf);
  }

  private async factsOf(business: Business, now: Date): Promise<TPlanFacts> {
    const [state, keywords, competitorMove] = await Promise.all([this.listing.stateOf(business), this.repository.keywords(business.id), this.repository.competitorMove(business.id, now)]);
    const tracked = new Set(keywords.map((keyword) => normalizedText(keyword.keyword)));
    const seasonal = localKeywordSuggestions(business.type, business.city, now, business.timezone).find((suggestion) => suggestion.kind === 'seasonal');
    return {
      now,
      reviews: state.reviews,
      keywords,
      listing: { score: state.listing.score, tasks: state.listing.checklist },
      competitorMove,
      seasonal: seasonal && !tracked.has(normalizedText(seasonal.keyword)) ? { keyword: seasonal.keyword, reason: seasonal.reason } : null,
    };
  }
}
