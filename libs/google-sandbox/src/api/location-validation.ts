import { badRequest, type GoogleApiError, type TFieldViolation } from '../http/google-error';
import { categoryNamed } from '../state/categories';
import type { TLocationFields, TTimePeriod } from '../state/sandbox-state';
import { snake } from './field-mask';

// What the Business Information API checks on a location update, with its ErrorCode reasons
// (https://developers.google.com/my-business/reference/businessinformation/rest/v1/ErrorCode).
type TViolation = TFieldViolation & { reason: string; value?: string };

const DAYS = new Set(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
const TITLE_MAX = 100;
const DESCRIPTION_MAX = 750;

const phoneProblem = (phone: string): string | undefined => {
  if (!/^[+()\-.\s\d]+$/.test(phone)) return 'Phone number contains characters that are not allowed.';
  const digits = phone.replace(/\D/g, '').length;
  if (digits < 7 || digits > 15) return 'Phone number is not a valid phone number.';
  return undefined;
};

const urlProblem = (value: string): string | undefined => {
  try {
    const url = new URL(value);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.') || value.length > 2048) return 'Invalid URL.';
    return undefined;
  } catch {
    return 'Invalid URL.';
  }
};

const minutesOf = (time: { hours?: number; minutes?: number } | undefined): number | undefined => {
  const hours = time?.hours ?? 0;
  const minutes = time?.minutes ?? 0;
  if (!Number.isInteger(hours) || !Number.isInteger(minutes) || hours < 0 || hours > 24 || minutes < 0 || minutes > 59 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
};

const periodProblems = (periods: TTimePeriod[] | undefined): TViolation[] =>
  (periods ?? []).flatMap((period, index): TViolation[] => {
    const field = `regular_hours.periods[${index}]`;
    if (!DAYS.has(period.openDay) || !DAYS.has(period.closeDay)) return [{ field, description: 'Invalid day of week.', reason: 'INVALID_HOURS_VALUE' }];
    const open = minutesOf(period.openTime);
    const close = minutesOf(period.closeTime);
    if (open === undefined || close === undefined) return [{ field, description: 'Invalid time of day.', reason: 'INVALID_HOURS_VALUE' }];
    if (period.openDay === period.closeDay && close <= open) return [{ field, description: 'Closing time must be after opening time.', reason: 'INVALID_TIME_SCHEDULE' }];
    return [];
  });

const checks = (fields: TLocationFields, previous: TLocationFields, paths: string[]): TViolation[] => {
  const masked = (path: string) => paths.some((candidate) => candidate === path || candidate.startsWith(`${path}.`) || path.startsWith(`${candidate}.`));
  const problems: TViolation[] = [];
  if (masked('title')) {
    const title = fields.title?.trim() ?? '';
    if (!title) problems.push({ field: 'title', description: 'Title is required.', reason: 'REQUIRED_FIELD_MISSING_VALUE' });
    else if (title.length > TITLE_MAX) problems.push({ field: 'title', description: `Title is longer than ${TITLE_MAX} characters.`, reason: 'STRING_TOO_LONG' });
  }
  if (masked('phoneNumbers.primaryPhone') && fields.phoneNumbers?.primaryPhone) {
    const problem = phoneProblem(fields.phoneNumbers.primaryPhone);
    if (problem) problems.push({ field: 'phone_numbers.primary_phone', description: problem, reason: 'INVALID_PHONE_NUMBER', value: fields.phoneNumbers.primaryPhone });
  }
  if (masked('phoneNumbers.additionalPhones')) {
    const additional = fields.phoneNumbers?.additionalPhones ?? [];
    if (additional.length > 2) problems.push({ field: 'phone_numbers.additional_phones', description: 'At most 2 additional phones.', reason: 'TOO_MANY_ENTRIES' });
    additional.forEach((phone, index) => {
      const problem = phoneProblem(phone);
      if (problem) problems.push({ field: `phone_numbers.additional_phones[${index}]`, description: problem, reason: 'INVALID_PHONE_NUMBER', value: phone });
    });
  }
  if (masked('websiteUri') && fields.websiteUri) {
    const problem = urlProblem(fields.websiteUri);
    if (problem) problems.push({ field: 'website_uri', description: problem, reason: 'INVALID_URL', value: fields.websiteUri });
  }
  if (masked('profile.description')) {
    const description = fields.profile?.description ?? '';
    if (description.length > DESCRIPTION_MAX) problems.push({ field: 'profile.description', description: `Description is longer than ${DESCRIPTION_MAX} characters.`, reason: 'STRING_TOO_LONG' });
    else if (/https?:\/\/|www\./i.test(description)) problems.push({ field: 'profile.description', description: 'Description must not contain links.', reason: 'PROFILE_DESCRIPTION_CONTAINS_URL' });
  }
  if (masked('categories')) {
    const primary = fields.categories?.primaryCategory;
    const additional = fields.categories?.additionalCategories ?? [];
    if (!primary?.name || !categoryNamed(primary.name)) problems.push({ field: 'categories.primary_category', description: 'Invalid category.', reason: 'INVALID_CATEGORY', value: primary?.name });
    if (additional.length > 9) problems.push({ field: 'categories.additional_categories', description: 'At most 9 additional categories.', reason: 'TOO_MANY_ENTRIES' });
    additional.forEach((category, index) => {
      if (!categoryNamed(category.name) || category.name === primary?.name) {
        problems.push({ field: `categories.additional_categories[${index}]`, description: 'Invalid category.', reason: 'INVALID_CATEGORY', value: category.name });
      }
    });
  }
  if (masked('regularHours')) problems.push(...periodProblems(fields.regularHours?.periods));
  if (masked('storefrontAddress')) {
    const address = fields.storefrontAddress;
    if (!address?.regionCode) problems.push({ field: 'storefront_address.region_code', description: 'Region code is required.', reason: 'ADDRESS_MISSING_REGION_CODE' });
    else if (previous.storefrontAddress?.regionCode && address.regionCode !== previous.storefrontAddress.regionCode) {
      problems.push({ field: 'storefront_address.region_code', description: 'The country of a location cannot change.', reason: 'ADDRESS_EDIT_CHANGES_COUNTRY' });
    }
    if (!address?.addressLines?.some((line) => line.trim())) problems.push({ field: 'storefront_address.address_lines', description: 'Address is required.', reason: 'INVALID_ADDRESS' });
  }
  return problems;
};

// Google's 400 for a refused update: an ErrorInfo per problem (reason, domain, the field in
// metadata.field_mask) and a BadRequest listing every field violation.
export const validateLocation = (fields: TLocationFields, previous: TLocationFields, paths: string[]): GoogleApiError | undefined => {
  const problems = checks(fields, previous, paths);
  if (problems.length === 0) return undefined;
  return badRequest(
    problems,
    problems.map((problem) => ({
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: problem.reason,
      domain: 'mybusinessbusinessinformation.googleapis.com',
      metadata: { field_mask: snake(problem.field.replace(/\[\d+\]/g, '')), ...(typeof problem.value === 'string' ? { value: problem.value } : {}) },
    })),
  );
};
