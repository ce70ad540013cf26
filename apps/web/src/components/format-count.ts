// Thousands grouped with commas, as en-US writes them ("1,250"), without Intl: its first use loads
// locale data, a long task on a slow phone, and the landing page formats its prices as it loads.
export const formatCount = (value: number): string => {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};
