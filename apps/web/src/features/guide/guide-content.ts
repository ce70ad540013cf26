// docs/product.md §2 Guide: six chapters with their reading times, static content with checklists.
export type GuideChapter = {
  slug: string;
  title: string;
  minutes: number;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
  checklist: readonly string[];
};

export const GUIDE_CHAPTERS: readonly GuideChapter[] = [
  {
    slug: 'getting-started',
    title: 'Getting Started with Local SEO',
    minutes: 15,
    intro:
      'Local SEO is everything that decides whether your shop shows up when someone nearby searches for what you sell. For most shops the first three results on Google Maps — the "map pack" — get most of the calls, direction requests and visits.',
    sections: [
      {
        heading: 'How Google ranks local businesses',
        paragraphs: [
          'Google weighs three things: relevance (does your listing match the search?), distance (how close are you to the person searching?) and prominence (how well known and well reviewed are you?).',
          'You cannot move your shop closer to every customer, but relevance and prominence are in your hands: a complete listing, the right categories, steady reviews and mentions of your shop around the web.',
        ],
      },
      {
        heading: 'Pick the searches that matter',
        paragraphs: [
          'Write down ten phrases a customer would type to find you: "coffee shop near me", "oat latte downtown", "birthday cake Austin". Include what you sell, where you are and the words your customers use, not your industry jargon.',
          'These become the keywords you track. Nearbly checks where you rank for each of them and suggests seasonal ones as the year turns.',
        ],
      },
      {
        heading: 'Measure before you change anything',
        paragraphs: [
          'Note your current rank for each phrase, your star rating and how many reviews you have. Check again every week: local SEO moves in weeks, not days, and a baseline shows you what worked.',
        ],
      },
    ],
    checklist: [
      'List ten searches your customers would type',
      'Search each one on your phone, near your shop, and note where you appear',
      'Write down your rating and number of reviews today',
      'Pick three competitors that show up above you',
    ],
  },
  {
    slug: 'google-my-business',
    title: 'Setting Up Google My Business',
    minutes: 20,
    intro:
      'Your Google Business Profile (formerly Google My Business) is the listing people see on Maps and in search. It is free, and it is the single biggest lever of local SEO.',
    sections: [
      {
        heading: 'Claim and verify your listing',
        paragraphs: [
          'Search for your shop on Google Maps. If a listing exists, choose "Claim this business"; if not, add it. Google verifies that you run the business, usually by a postcard, a phone call or a short video.',
        ],
      },
      {
        heading: 'Fill in every field',
        paragraphs: [
          'Choose the most specific primary category ("Coffee shop", not "Restaurant") and add secondary ones for what else you do. Enter your exact opening hours, including holiday hours, your phone number and your website.',
          'Write a description in plain words: what you sell, what makes you different and the neighbourhood you serve. Add attributes such as wheelchair access, Wi-Fi or outdoor seating — people filter by them.',
        ],
      },
      {
        heading: 'Photos and posts',
        paragraphs: [
          'Listings with photos get more direction requests. Add your storefront (so people recognise it from the street), the inside, your products and your team, and add new ones every month.',
          'Google Posts show on your listing for a week or more: use them for offers, events and seasonal products.',
        ],
      },
    ],
    checklist: [
      'Claim and verify your Google Business Profile',
      'Set the most specific primary category and two or three secondary ones',
      'Enter opening hours, holiday hours, phone and website',
      'Upload at least ten photos, including the storefront',
      'Publish your first Google Post',
    ],
  },
  {
    slug: 'keyword-research',
    title: 'Local Keyword Research',
    minutes: 25,
    intro:
      'Local keywords combine what you sell with where you are or with "near me". Small shops win by choosing specific phrases that big chains ignore.',
    sections: [
      {
        heading: 'Three kinds of local keywords',
        paragraphs: [
          'Product plus place: "vegan bakery Eastside". Product plus "near me": "bike repair near me" — Google fills in the place from the phone\'s location. And questions: "where to get a gluten-free birthday cake".',
        ],
      },
      {
        heading: 'Find the words your customers use',
        paragraphs: [
          'Read your reviews and your competitors\' reviews: customers describe what they came for in their own words. Look at Google\'s autocomplete and the "People also ask" box for your main phrases.',
          'Think in seasons: "iced coffee" in July, "pumpkin spice latte" in October, "gift cards" in December. Nearbly suggests these from the season, local events and the weather.',
        ],
      },
      {
        heading: 'Put keywords where Google reads them',
        paragraphs: [
          "Use your main phrases naturally in your listing's description, your posts, your website's page titles and headings, and the answers in your listing's Q&A. Never stuff keywords into your business name: it breaks Google's rules and can get the listing suspended.",
        ],
      },
    ],
    checklist: [
      'Pick five product-plus-place phrases and five "near me" phrases',
      'Collect customer wording from twenty reviews',
      'Add two seasonal phrases for the coming month',
      "Use your top phrase in your website's home page title",
    ],
  },
  {
    slug: 'local-citations',
    title: 'Building Local Citations',
    minutes: 30,
    intro:
      'A citation is any mention of your business name, address and phone number (NAP) on another site: directories, maps apps, your chamber of commerce. Consistent citations tell Google your shop is real and where it is.',
    sections: [
      {
        heading: 'Start with the big directories',
        paragraphs: [
          'Claim your listings on Apple Maps (Business Connect), Bing Places, Yelp and Facebook, and on the directories of your trade: TripAdvisor for cafes and restaurants, ClassPass or Mindbody for gyms.',
        ],
      },
      {
        heading: 'Keep your NAP identical everywhere',
        paragraphs: [
          'Write your name, address and phone exactly the same way on every site: "12 Main St, Suite 4" everywhere, or "12 Main Street #4" everywhere. Differences make Google less sure the listings are the same business.',
          'When you move or change your phone number, update every citation, starting with Google, Apple, Bing and Yelp.',
        ],
      },
      {
        heading: 'Local links and mentions',
        paragraphs: [
          'Local news, neighbourhood blogs, event pages and suppliers who link to you count for more than any directory. Sponsor a school fundraiser, host a community event, or offer a quote to the local paper.',
        ],
      },
    ],
    checklist: [
      'Write down your NAP in one exact format',
      'Claim Apple Maps, Bing Places, Yelp and Facebook listings',
      'Find and fix any listing with an old address or phone number',
      'Get one link from a local organisation or event',
    ],
  },
  {
    slug: 'online-reviews',
    title: 'Managing Online Reviews',
    minutes: 20,
    intro:
      'Reviews are the prominence signal you influence most, and the first thing a new customer reads. Both the number of reviews and how recent they are matter.',
    sections: [
      {
        heading: 'Ask every happy customer',
        paragraphs: [
          "Most happy customers never think of leaving a review; they do when asked. Ask at the counter, put a QR code to your review link by the till, and add the link to receipts and emails. Never pay or offer discounts for reviews: it breaks Google's rules.",
        ],
      },
      {
        heading: 'Answer every review',
        paragraphs: [
          'Thank positive reviewers by name and mention what they liked. Answer negative reviews within a day, calmly: apologise for the experience, explain briefly, and invite them to contact you directly. Future customers read your answer more than the complaint.',
          'Nearbly suggests replies in the tone you choose, so answering takes seconds.',
        ],
      },
      {
        heading: 'Learn from what people write',
        paragraphs: [
          'Reviews tell you what to keep and what to fix. If three people mention slow service on Saturday mornings, that is worth more than any keyword.',
        ],
      },
    ],
    checklist: [
      'Create your short review link and a QR code for the counter',
      'Answer every review from the last three months',
      'Set a weekly ten-minute slot to reply to new reviews',
      'Note the three things customers praise most',
    ],
  },
  {
    slug: 'local-content',
    title: 'Local Content Strategy',
    minutes: 35,
    intro:
      'Content is how you show Google — and people — that you are part of your neighbourhood. It does not need to be long: regular, local and useful beats rare and polished.',
    sections: [
      {
        heading: 'A page for what you do, a page for where you are',
        paragraphs: [
          'Your website needs a clear page per main product or service and, if you have several locations, one page per location with its address, hours, photos and directions. Add your opening hours and a map on the contact page.',
        ],
      },
      {
        heading: 'Plan around the local calendar',
        paragraphs: [
          'List the year\'s local moments: festivals, school terms, sports seasons, holidays, the weather. Plan one post per moment on your Google profile and social media, and one short article a month on your site ("Best spots to study near campus", "Where to watch the marathon").',
        ],
      },
      {
        heading: 'Reuse what you make',
        paragraphs: [
          'One good photo can be a Google Post, an Instagram post and part of a blog article. A customer question answered in person can become a Q&A on your listing. Keep it simple enough to do every week.',
        ],
      },
    ],
    checklist: [
      'Check that each product and location has its own page',
      'Write down the local moments of the next three months',
      'Schedule one Google Post a week for the next month',
      'Publish one local article this month',
      "Add your three most common customer questions to your listing's Q&A",
    ],
  },
];
