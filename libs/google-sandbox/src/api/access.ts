import { notFound, permissionDenied } from '../http/google-error';
import type { TCaller } from '../http/route';
import type { SandboxStore } from '../state/sandbox-store';
import type { TAccount, TLocation } from '../state/sandbox-state';

// Every Business Profile resource is reached through an account the caller manages.
export const accountFor = (store: SandboxStore, caller: TCaller, accountId: string): TAccount => {
  const account = store.account(accountId);
  if (!account) throw notFound();
  if (!caller.user.accountIds.includes(account.id)) throw permissionDenied();
  return account;
};

export const locationFor = (store: SandboxStore, caller: TCaller, locationId: string, accountId?: string): TLocation => {
  const location = store.location(locationId);
  if (!location || (accountId !== undefined && location.accountId !== accountId)) throw notFound();
  if (!caller.user.accountIds.includes(location.accountId)) throw permissionDenied();
  return location;
};

export const accountJson = (account: TAccount) => ({
  name: `accounts/${account.id}`,
  accountName: account.accountName,
  type: account.type,
  role: account.type === 'PERSONAL' ? 'PRIMARY_OWNER' : 'OWNER',
  verificationState: 'VERIFIED',
  vettedState: 'NOT_VETTED',
  permissionLevel: 'OWNER_LEVEL',
});
