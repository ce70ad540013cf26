import type { TChatIntent } from '@app/contracts';

// What a message is about, finer than the intent the widget sees. Each topic has the words that
// point to it; the answer for each lives in local-answers.ts. Order matters on a tie: the more
// specific topic comes first.
export const TOPICS = {
  trial: { intent: 'pricing', patterns: [/\b(free )?trial\b/i, /\bcredit card\b/i, /\btry (it|nearbly) (out|for free)\b/i] },
  yearly: { intent: 'pricing', patterns: [/\b(yearly|annual(ly)?|per year|a year|discount)\b/i] },
  extraLocation: { intent: 'pricing', patterns: [/\b(extra|additional|another|more) (location|shop|store|branch)/i] },
  planDetail: { intent: 'pricing', patterns: [/\b(single shop|growing local|local chain)\b/i] },
  refund: { intent: 'billing', patterns: [/\b(refund|money[- ]back|money back|guarantee|reimburse)/i] },
  cancel: { intent: 'billing', patterns: [/\b(cancel|cancell?ation|stop (my )?subscription|unsubscribe from (the )?plan)/i] },
  invoice: { intent: 'billing', patterns: [/\b(invoices?|receipts?|billing history|payment method|credit card on file|update (my )?card|charged|charge)\b/i] },
  changePlan: { intent: 'billing', patterns: [/\b(upgrade|downgrade|change (my )?plan|switch (my )?plan)\b/i] },
  priceChange: { intent: 'billing', patterns: [/\b(price (increase|change)|raise (the )?price)/i] },
  billing: { intent: 'billing', patterns: [/\b(billing|billed|payments?|pay)\b/i] },
  pricing: {
    intent: 'pricing',
    patterns: [/\b(price|prices|pricing|cost|costs|how much|plans?|cheapest|expensive|fee|subscription tiers?|most popular)\b/i],
  },
  setupTime: { intent: 'setup', patterns: [/\bhow long (does|will) (the )?(setup|set up|onboarding)/i, /\bsetup time\b/i] },
  gmb: { intent: 'setup', patterns: [/\b(google (my )?business|gmb|business profile|google maps listing)\b/i] },
  addKeywords: { intent: 'setup', patterns: [/\b(add|track|choose|pick) (a |more |new )?keywords?\b/i] },
  addCompetitors: { intent: 'setup', patterns: [/\b(add|track|follow|compare) (a |my |new )?competitors?\b/i, /\bcompetitor (tracking|analysis)\b/i] },
  setup: { intent: 'setup', patterns: [/\b(get(ting)? started|set ?up|onboard(ing)?|begin|first steps?|start using)\b/i] },
  rankingsStale: {
    intent: 'troubleshooting',
    patterns: [/\b(rank(ing)?s?|positions?) (are|is)?\s*(not|n't|aren't|isn't|never) (updat|chang|show)/i, /\bno (rank|ranking|data)\b/i, /\b(ranks?|rankings?) (missing|stuck|wrong)\b/i],
  },
  loginProblem: {
    intent: 'troubleshooting',
    patterns: [/\b(can'?t|cannot|unable to|won'?t let me) (log ?in|sign ?in)\b/i, /\b(forgot|reset|lost) (my )?password\b/i, /\blocked out\b/i],
  },
  pageError: {
    intent: 'troubleshooting',
    patterns: [
      /\b(error|bug|broken|crash(es|ed)?|blank (page|screen)|not (loading|working)|won'?t load|doesn'?t (load|work)|is down)\b/i,
      /\b(technical|problem|issue|trouble|glitch)\b/i,
    ],
  },
  insightsWait: { intent: 'troubleshooting', patterns: [/\b(no|missing|where are (my)?) insights\b/i, /\binsights? (empty|missing)\b/i] },
  accountDelete: { intent: 'account', patterns: [/\b(delete|close|remove) (my )?(account|data)\b/i] },
  dataExport: { intent: 'account', patterns: [/\b(export|download) (my )?(data|information)\b/i] },
  twoFactor: { intent: 'account', patterns: [/\b(two[- ]factor|2fa|authenticator)\b/i] },
  accountChange: {
    intent: 'account',
    patterns: [/\b(change|update|edit) (my )?(email|name|phone|password|profile|business (name|details|address))\b/i, /\bmy account\b/i, /\bsettings\b/i],
  },
  guide: { intent: 'local_seo', patterns: [/\b(guide|chapters?|course|learn (about )?local seo|tutorials?)\b/i] },
  reviews: { intent: 'local_seo', patterns: [/\b(reviews?|ratings?|stars?)\b/i] },
  citations: { intent: 'local_seo', patterns: [/\b(citations?|nap|directories|directory listings?|name,? address)\b/i] },
  keywordResearch: { intent: 'local_seo', patterns: [/\b(keyword research|which keywords|what keywords|best keywords|keyword ideas)\b/i] },
  content: { intent: 'local_seo', patterns: [/\b(content|blog posts?|write about|posts? on google)\b/i] },
  localSeo: {
    intent: 'local_seo',
    patterns: [/\b(local seo|seo|rank (higher|better)|get found|show up (on|in) (google|maps)|google maps|map pack|more customers|visibility)\b/i],
  },
  supportHours: {
    intent: 'general',
    patterns: [/\b(support hours|opening hours|business hours|how (fast|quickly|soon) .*(reply|respond|answer)|response time|contact (you|support)|phone support|call you|phone number)\b/i],
  },
  features: { intent: 'general', patterns: [/\b(features?|what (can|does) (nearbly|it|you) do|what is nearbly|capabilities|ai)\b/i] },
  uptime: { intent: 'general', patterns: [/\b(uptime|reliab|downtime|status)\b/i] },
  // Last: a greeting or thanks inside a real question is answered as the question.
  greeting: { intent: 'greeting', patterns: [/^\s*(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings)\b/i] },
  thanks: { intent: 'greeting', patterns: [/\b(thanks|thank you|cheers|that helps|great, thanks)\b/i] },
} as const satisfies Record<string, { intent: TChatIntent; patterns: readonly RegExp[] }>;

export type TTopic = keyof typeof TOPICS | 'unknown';

// issue 10: 'human', 'agent' (or similar) ask for a person.
export const ASKS_FOR_HUMAN = /\b(human|agent|real person|a person|someone real|representative|operator|live (chat|support)|speak (to|with) (a|some)one|talk (to|with) (a|some)one|staff)\b/i;

// Anger: strong words, shouting in capitals, or a run of exclamation marks.
const ANGRY_WORDS = /\b(useless|terrible|awful|horrible|ridiculous|worst|hate|stupid|scam|furious|angry|pathetic|wtf|rubbish|garbage)\b/i;
export const soundsAngry = (text: string): boolean => {
  const letters = text.replace(/[^A-Za-z]/g, '');
  const shouting = letters.length >= 12 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.8;
  return ANGRY_WORDS.test(text) || shouting || /!{3,}/.test(text);
};

// Attempts to turn a message into instructions (treated as data: Maya declines and carries on).
export const TRIES_INJECTION =
  /\b(ignore|disregard|forget|override) (all |any |the |your )?(previous |prior |above |earlier )?(instructions|rules|prompt|guidelines)|\b(system|hidden|initial) prompt\b|\breveal (your|the) (instructions|rules|prompt)|\byou are now\b|\bact as\b|\bjailbreak\b|\bdeveloper mode\b/i;

export type TClassified = { topic: TTopic; intent: TChatIntent; matches: number };

// The topic whose patterns match the message most often; ties go to the earlier (more specific) topic.
export const classify = (text: string): TClassified => {
  let best: TClassified = { topic: 'unknown', intent: 'general', matches: 0 };
  for (const [topic, rule] of Object.entries(TOPICS) as [keyof typeof TOPICS, (typeof TOPICS)[keyof typeof TOPICS]][]) {
    const matches = rule.patterns.filter((pattern) => pattern.test(text)).length;
    if (matches > best.matches) best = { topic, intent: rule.intent, matches };
  }
  return best;
};
