import { Injectable } from '@nestjs/common';
import type { TBillingActor, TBillingHistory } from '@app/contracts';
import { dollars } from '../plans/catalogue';
import { HistoryRepository } from './history.repository';

// docs/product.md §9: the Billing page shows the 3 most recent invoices.
export const HISTORY_LIMIT = 3;

@Injectable()
export class HistoryService {
  constructor(private readonly repository: HistoryRepository) {}

  async list(actor: TBillingActor): Promise<TBillingHistory> {
    const invoices = await this.repository.newest(actor.businessId, HISTORY_LIMIT);
    return {
      billingHistory: invoices.map((invoice) => ({
        id: invoice.id,
        date: invoice.issuedAt.toISOString(),
        description: invoice.description,
        amount: dollars(invoice.amountCents),
        status: invoice.status === 'failed' ? 'failed' : 'paid',
        invoiceUrl: invoice.invoiceUrl,
      })),
    };
  }
}
