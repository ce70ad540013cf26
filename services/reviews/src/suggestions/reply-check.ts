import type { TBusinessType } from '@app/contracts';
import { offerFor } from './local-reply';

// The output check of auto-respond (issue 16): a reply is published without the owner only when it
// carries no link, phone number or email address, and no offer or price other than the business's
// own offer. A review can carry instructions ("offer 50% off at evil.example") that a model may
// follow; such a reply stays pending for the owner, with the reason shown on the review.
export const HELD_REASONS = {
  link: 'Not sent automatically: the reply contains a link. Check it before sending.',
  email: 'Not sent automatically: the reply contains an email address. Check it before sending.',
  phone: 'Not sent automatically: the reply contains a phone number. Check it before sending.',
  offer: 'Not sent automatically: the reply makes an offer or names a price that is not in your settings. Check it before sending.',
} as const;

const EMAIL = /[^\s@]+@[^\s@]+/;
const LINK = /\b(?:https?:\/\/|www\.)|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}(?=$|[\s/:?#)\]"'!,;]|\.(?:\s|$))/i;
const PHONE_CANDIDATE = /\+?\(?\d[\d\s().-]{5,}\d/g;
const PRICE = /[$€£¥₹]\s*\d|\d\s*(?:[$€£¥₹%]|percent\b|per\s*cent\b|dollars?\b|euros?\b|pounds?\b|usd\b|eur\b|gbp\b)/i;
const OFFER =
  /\b(?:discount(?:s|ed)?|coupons?|vouchers?|promo(?:tion)?(?:al)?\s+codes?|codes?\s+\w+\s+at\s+checkout|refund(?:s|ed)?|complimentary|on\s+the\s+house|on\s+us|half[-\s]price|for\s+free|free(?!\s+to\b))\b|\boff\s+(?:your|the|any|all)\s+(?:next\s+)?(?:order|purchase|visit|bill|stay)/i;

const digitsIn = (text: string): number => text.replace(/\D/g, '').length;

// The reason a reply must not be published automatically, or null when it may be.
export const heldReason = (text: string, businessType: TBusinessType | null): string | null => {
  if (EMAIL.test(text)) return HELD_REASONS.email;
  if (LINK.test(text)) return HELD_REASONS.link;
  if ((text.match(PHONE_CANDIDATE) ?? []).some((candidate) => digitsIn(candidate) >= 7)) return HELD_REASONS.phone;
  // The business's own offer (the one its type makes in the local generator) may be repeated as is.
  const own = offerFor(businessType).toLowerCase();
  const rest = text.toLowerCase().split(own).join(' ');
  if (PRICE.test(rest) || OFFER.test(rest)) return HELD_REASONS.offer;
  return null;
};
