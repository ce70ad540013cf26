import { mybusinessaccountmanagement } from '@googleapis/mybusinessaccountmanagement';
import { mybusinessbusinessinformation } from '@googleapis/mybusinessbusinessinformation';
import type { OAuth2Client } from 'google-auth-library';
import type { TGoogleLocationChoice } from '@app/contracts';
import { addressText } from '../listing/google-location';
import { googleUrls } from './google-config';

// Bounds on what one connect reads, so an agency account with thousands of locations cannot keep
// a request busy for minutes; the first pages are what an owner of a few shops has.
const MAX_ACCOUNT_PAGES = 5;
const MAX_LOCATION_PAGES = 5;

// The locations the Google account manages: its accounts (Account Management API), then each
// account's locations (Business Information API), paged.
export const locationChoices = async (auth: OAuth2Client): Promise<TGoogleLocationChoice[]> => {
  const urls = googleUrls();
  const accountsApi = mybusinessaccountmanagement({ version: 'v1', auth, rootUrl: urls.accountManagement });
  const infoApi = mybusinessbusinessinformation({ version: 'v1', auth, rootUrl: urls.businessInformation });
  const accounts: string[] = [];
  let accountPage: string | undefined;
  for (let page = 0; page < MAX_ACCOUNT_PAGES; page += 1) {
    const { data } = await accountsApi.accounts.list({ pageSize: 20, ...(accountPage ? { pageToken: accountPage } : {}) });
    accounts.push(...(data.accounts ?? []).flatMap((account) => (account.name ? [account.name] : [])));
    accountPage = data.nextPageToken ?? undefined;
    if (!accountPage) break;
  }
  const choices: TGoogleLocationChoice[] = [];
  for (const account of accounts) {
    let locationPage: string | undefined;
    for (let page = 0; page < MAX_LOCATION_PAGES; page += 1) {
      const { data } = await infoApi.accounts.locations.list({
        parent: account,
        readMask: 'name,title,storefrontAddress',
        pageSize: 100,
        ...(locationPage ? { pageToken: locationPage } : {}),
      });
      for (const location of data.locations ?? []) {
        if (!location.name || !/^locations\/[A-Za-z0-9_-]+$/.test(location.name) || !/^accounts\/[A-Za-z0-9_-]+$/.test(account)) continue;
        if (choices.some((choice) => choice.name === location.name)) continue;
        choices.push({ name: location.name, account, title: location.title ?? '', address: addressText(location.storefrontAddress) });
      }
      locationPage = data.nextPageToken ?? undefined;
      if (!locationPage) break;
    }
  }
  return choices;
};
