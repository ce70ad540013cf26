import type { TBusinessType, TReviewTone } from '@app/contracts';
import { firstNameOf, joinTopics, topicsOf } from './review-topics';

export type TReplyInput = {
  reviewerName: string;
  rating: number;
  reviewText: string;
  tone: TReviewTone;
  businessName: string | null;
  businessType: TBusinessType | null;
};

// Issue 9: a reply stays under 120 words.
export const MAX_REPLY_WORDS = 120;

// The concrete offer made to an unhappy customer, by business type.
const OFFERS: Record<TBusinessType, string> = {
  cafe: 'your next coffee and pastry are on us',
  boutique: 'we would like to offer you a free exchange or 15% off your next purchase',
  gym: 'we would like to offer you a free week pass and a session with one of our trainers',
  restaurant: 'your next dessert is on us',
  other: 'we would like to make it right with a discount on your next visit',
};

type TToneVoice = {
  greet: (name: string) => string;
  close: (business: string) => string;
  praise: (rating: number, about: string) => string;
  good: (about: string) => string;
  mixed: (about: string) => string;
  complaint: (about: string) => string;
  offer: (offer: string) => string;
};

const VOICES: Record<TReviewTone, TToneVoice> = {
  'friendly-professional': {
    greet: (name) => `Hi ${name},`,
    close: (business) => `Warm regards, the ${business} team`,
    praise: (rating, about) => `Thank you so much for the ${rating}-star review! We're delighted to hear you enjoyed ${about}, and we can't wait to welcome you back.`,
    good: (about) => `Thank you for the kind words about ${about}! We'd love to earn that fifth star next time, so please tell us anything we could do better.`,
    mixed: (about) => `Thank you for your honest feedback about ${about}. We're sorry your visit didn't fully meet expectations, and we're already looking into it.`,
    complaint: (about) => `We're truly sorry about ${about}. That's not the experience we want for anyone, and we've shared your feedback with the team.`,
    offer: (offer) => `Please get in touch or ask for the manager next time: ${offer}.`,
  },
  'casual-warm': {
    greet: (name) => `Hey ${name}!`,
    close: (business) => `See you soon! The ${business} crew`,
    praise: (rating, about) => `Thanks a ton for the ${rating} stars! We're so happy you loved ${about}. You totally made our day!`,
    good: (about) => `Thanks so much for the love for ${about}! Tell us what would make it a 5-star visit and we're on it.`,
    mixed: (about) => `Thanks for being straight with us about ${about}. Sorry it wasn't quite right this time, we're on it.`,
    complaint: (about) => `Oh no, we're really sorry about ${about}. That's not us at our best, and the whole team has heard about it.`,
    offer: (offer) => `Come say hi and let us fix it: ${offer}.`,
  },
  'formal-courteous': {
    greet: (name) => `Dear ${name},`,
    close: (business) => `Kind regards, The ${business} Team`,
    praise: (rating, about) => `Thank you very much for your ${rating}-star review. We are delighted that ${about} met your expectations, and we look forward to welcoming you again.`,
    good: (about) => `Thank you for your kind remarks regarding ${about}. We would welcome any suggestions that would make your next visit exceptional.`,
    mixed: (about) => `Thank you for your candid feedback regarding ${about}. We regret that your visit did not fully meet your expectations and are reviewing the matter.`,
    complaint: (about) => `Please accept our sincere apologies regarding ${about}. This falls short of our standards, and we have raised it with our team.`,
    offer: (offer) => `We would be grateful for the opportunity to make amends; ${offer}.`,
  },
};

export const offerFor = (businessType: TBusinessType | null): string => OFFERS[businessType ?? 'other'];

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

// What the reply refers to: the topics the review names, else a short quote, else the visit. A
// 4-star review often praises one thing and regrets another: its thanks name only the first.
const aboutOf = (reviewText: string, rating: number): string => {
  const topics = topicsOf(reviewText, rating === 4 ? 1 : 2);
  if (topics.length > 0) return joinTopics(topics);
  const words = reviewText.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  if (words.length === 0) return rating >= 4 ? 'your visit' : 'your experience';
  const quote = words.slice(0, 8).join(' ').replace(/[.,!?;:]+$/, '');
  return `what you said ("${quote}${words.length > 8 ? '...' : ''}")`;
};

// A deterministic reply that fits the rating and follows the tone (the local generator: no key needed).
export const localReply = (input: TReplyInput): string => {
  const voice = VOICES[input.tone];
  const about = aboutOf(input.reviewText, input.rating);
  const business = input.businessName?.trim() || 'our';
  const offer = offerFor(input.businessType);
  const body =
    input.rating === 5
      ? [voice.praise(input.rating, about)]
      : input.rating === 4
        ? [voice.good(about)]
        : input.rating === 3
          ? [voice.mixed(about), voice.offer(offer)]
          : [voice.complaint(about), voice.offer(offer)];
  const reply = [voice.greet(firstNameOf(input.reviewerName)), ...body, voice.close(business)].join(' ');
  return clampWords(reply, MAX_REPLY_WORDS);
};

// Cuts a text to at most `max` words, ending on a sentence when possible.
export const clampWords = (text: string, max: number): string => {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= max) return words.join(' ');
  const cut = words.slice(0, max).join(' ');
  const lastStop = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return lastStop > cut.length / 2 ? cut.slice(0, lastStop + 1) : `${cut.replace(/[,;:]$/, '')}...`;
};

