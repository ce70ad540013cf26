import { Router } from 'express';
import { badRequest } from '../http/google-error';
import { queryText } from '../http/query';
import { apiRoute } from '../http/route';
import type { TSandboxContext } from '../http/sandbox-context';
import { BUSINESS_MANAGE_SCOPE } from '../oauth/scopes';
import type { TAccount } from '../state/sandbox-state';
import { accountFor, accountJson } from './access';
import { pageSizeOf, paginate } from './paging';
import { withoutDefaults } from './proto-json';

const SERVICE = 'mybusinessaccountmanagement.googleapis.com';

const filterOf = (value: unknown): ((account: TAccount) => boolean) => {
  if (typeof value !== 'string' || value === '') return () => true;
  const match = /^type\s*=\s*(\w+)$/.exec(value.trim());
  if (!match) throw badRequest([{ field: 'filter', description: 'Only a filter of the form type=<AccountType> is supported.' }]);
  return (account) => account.type === match[1];
};

// Account Management API v1: the accounts the signed-in user manages (20 a page at most).
export const accountsRouter = (context: TSandboxContext): Router => {
  const router = Router();
  router.get(
    '/v1/accounts',
    apiRoute(context, 'mybusinessaccountmanagement.accounts.list', SERVICE, BUSINESS_MANAGE_SCOPE, (request, caller) => {
      const accounts = caller.user.accountIds.flatMap((id) => context.store.account(id) ?? []).filter(filterOf(request.query.filter));
      const page = paginate(accounts, `accounts:${caller.user.id}:${queryText(request.query.filter)}`, request.query.pageToken, pageSizeOf(request.query.pageSize, 20, 20));
      return withoutDefaults({ accounts: page.items.map(accountJson), nextPageToken: page.nextPageToken });
    }),
  );
  router.get(
    '/v1/accounts/:accountId',
    apiRoute(context, 'mybusinessaccountmanagement.accounts.get', SERVICE, BUSINESS_MANAGE_SCOPE, (request, caller) =>
      accountJson(accountFor(context.store, caller, String(request.params.accountId))),
    ),
  );
  return router;
};
