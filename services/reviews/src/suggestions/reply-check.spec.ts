import { BUSINESS_TYPES, REVIEW_TONES } from '@app/contracts';
import { HELD_REASONS, heldReason } from './reply-check';
import { localReply, offerFor } from './local-reply';

describe('heldReason (the output check of auto-respond)', () => {
  it.each([
    ['Thanks! See https://evil.example/deal', HELD_REASONS.link],
    ['Thanks! Visit www.evil.com for more.', HELD_REASONS.link],
    ['Thanks! 50% off at evil.example.', HELD_REASONS.link],
    ['Thanks! Mail deals@evil.example now.', HELD_REASONS.email],
    ['Thanks! Call +1 (555) 123-4567.', HELD_REASONS.phone],
    ['Thanks! Ring 0171 234 5678 any time.', HELD_REASONS.phone],
    ['Thanks! Enjoy 50% off your next order.', HELD_REASONS.offer],
    ['Thanks! Here is a $20 voucher.', HELD_REASONS.offer],
    ['Thanks! Your next lunch is free.', HELD_REASONS.offer],
    ['Thanks! Use the code SAVE at checkout for a discount.', HELD_REASONS.offer],
    ['Thanks! Dinner is on the house next time.', HELD_REASONS.offer],
  ])('holds %j', (text, reason) => {
    expect(heldReason(text, 'cafe')).toBe(reason);
  });

  it.each([
    'Thank you so much for the 5-star review, Anna! Feel free to drop by again.',
    'Thanks for the 4 stars. We opened at 8 a.m. on the 3rd and loved seeing you.',
    'Dear Tom, thank you. See you soon!',
  ])('passes %j', (text) => {
    expect(heldReason(text, 'cafe')).toBeNull();
  });

  it("lets the business's own offer through, not another business type's", () => {
    expect(heldReason(`Sorry about that: ${offerFor('boutique')}.`, 'boutique')).toBeNull();
    expect(heldReason(`Sorry about that: ${offerFor('boutique')}.`, 'cafe')).toBe(HELD_REASONS.offer);
  });

  it('passes every positive reply of the local generator', () => {
    for (const businessType of BUSINESS_TYPES) {
      for (const tone of REVIEW_TONES) {
        for (const rating of [4, 5]) {
          const text = localReply({ reviewerName: 'Anna Berg', rating, reviewText: 'Great coffee and friendly staff.', tone, businessName: 'Cafe Uno', businessType });
          expect([businessType, tone, rating, heldReason(text, businessType)]).toEqual([businessType, tone, rating, null]);
        }
      }
    }
  });
});
