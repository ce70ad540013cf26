import { Controller } from '@nestjs/common';
import { WeeklyPlanRequests, type TRequestOf, type TWeeklyPlan } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { WeeklyPlanService } from './weekly-plan.service';

@Controller()
export class WeeklyPlanConsumer {
  constructor(private readonly plans: WeeklyPlanService) {}

  @Handles(WeeklyPlanRequests.get)
  get(scope: TRequestOf<typeof WeeklyPlanRequests.get>): Promise<TWeeklyPlan> {
    return this.plans.get(scope);
  }

  @Handles(WeeklyPlanRequests.actionDone)
  actionDone(input: TRequestOf<typeof WeeklyPlanRequests.actionDone>): Promise<TWeeklyPlan> {
    return this.plans.actionDone(input, input.id, input.done);
  }
}
