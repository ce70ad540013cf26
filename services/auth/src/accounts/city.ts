// The city of a US-style address: the part before the last "state zip" part, e.g.
// '12 Main St, Austin, TX 78701' → 'Austin'. null when the address does not say.

const STATE_ZIP = /^[a-z]{2}(\s+\d{5}(-\d{4})?)?$|^\d{5}(-\d{4})?$/i;
const CITY_STATE_ZIP = /^(.*?[a-z].*?)\s+[a-z]{2}\s+\d{5}(-\d{4})?$/i;
const COUNTRY = /^(usa|us|u\.s\.a?\.?|united states( of america)?)$/i;

const asCity = (candidate: string | undefined): string | null => {
  const city = candidate?.trim();
  // A part starting with a digit is the street line, not a city.
  return city && !/^\d/.test(city) ? city : null;
};

export const cityFromAddress = (address: string): string | null => {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  while (parts.length > 0 && COUNTRY.test(parts[parts.length - 1] ?? '')) parts.pop();
  const last = parts[parts.length - 1];
  if (last === undefined) return null;
  if (STATE_ZIP.test(last)) return parts.length >= 2 ? asCity(parts[parts.length - 2]) : null;
  // 'Austin TX 78701' written without a comma before the state.
  const joined = CITY_STATE_ZIP.exec(last);
  return joined && parts.length >= 2 ? asCity(joined[1]) : null;
};
