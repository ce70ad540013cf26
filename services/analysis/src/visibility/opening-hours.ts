import { TZDate } from '@date-fns/tz';
import { WEEKDAYS, type TOpeningHours } from '@app/contracts';

// docs/product.md, Visibility: scheduled scans run only while the shop is open (the listing's
// hours, on the business's clock). No hours known: never open, so never scheduled.
export const isOpenAt = (hours: readonly TOpeningHours[], at: Date, timeZone: string): boolean => {
  const local = new TZDate(at, timeZone);
  // WEEKDAYS starts on Monday; getDay() counts from Sunday.
  const day = WEEKDAYS[(local.getDay() + 6) % 7];
  const time = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
  return hours.some((row) => row.day === day && row.opens <= time && time < row.closes);
};
