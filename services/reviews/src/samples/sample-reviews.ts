import type { TBusinessType, TReviewPlatform, TReviewReceivedEvent } from '@app/contracts';

type TSample = { reviewerName: string; platform: TReviewPlatform; rating: number; daysAgo: number; reviewText: string };

// What a new business sees on the Reviews page before its real reviews come in (issue 9): a
// realistic mix of platforms, ratings and dates for its type, marked as sample data in the UI.
const SAMPLES: Record<TBusinessType, TSample[]> = {
  cafe: [
    { reviewerName: 'Sarah Mitchell', platform: 'Google', rating: 5, daysAgo: 2, reviewText: 'Best oat milk latte in the neighbourhood, and the baristas remember my order. The croissants are always fresh.' },
    { reviewerName: 'James K.', platform: 'Yelp', rating: 4, daysAgo: 6, reviewText: 'Great coffee and a cosy atmosphere. It gets busy on Saturday mornings so expect a short wait.' },
    { reviewerName: 'Priya Shah', platform: 'Google', rating: 5, daysAgo: 11, reviewText: 'My go-to spot for remote work. Fast wifi, friendly staff and the cold brew is excellent.' },
    { reviewerName: 'Tom Becker', platform: 'Facebook', rating: 2, daysAgo: 16, reviewText: 'Waited almost 20 minutes for a flat white and it arrived lukewarm. Staff seemed overwhelmed.' },
    { reviewerName: 'Elena Rossi', platform: 'TripAdvisor', rating: 5, daysAgo: 24, reviewText: 'Lovely little cafe. The pastries are homemade and the cappuccino was perfect.' },
    { reviewerName: 'Marcus Lee', platform: 'Google', rating: 3, daysAgo: 37, reviewText: 'Coffee is good but the prices went up and the seating is limited.' },
    { reviewerName: 'Hannah O.', platform: 'Yelp', rating: 5, daysAgo: 52, reviewText: 'The staff are so welcoming and the breakfast sandwich is my favourite in town.' },
    { reviewerName: 'David Chen', platform: 'Google', rating: 4, daysAgo: 68, reviewText: 'Solid espresso and a nice patio. Would love more dairy-free pastry options.' },
  ],
  boutique: [
    { reviewerName: 'Olivia Grant', platform: 'Google', rating: 5, daysAgo: 3, reviewText: 'Found the perfect dress for a wedding. The owner helped me with sizes and was so patient.' },
    { reviewerName: 'Nina Alvarez', platform: 'Facebook', rating: 5, daysAgo: 8, reviewText: 'Beautiful collection of local jewelry and the gift wrapping is lovely.' },
    { reviewerName: 'Rachel T.', platform: 'Yelp', rating: 4, daysAgo: 14, reviewText: 'Great selection and friendly staff. Prices are a bit high but the quality shows.' },
    { reviewerName: 'Ben Howard', platform: 'Google', rating: 2, daysAgo: 21, reviewText: 'Tried to return a sweater within a week and the return was refused. Disappointing customer service.' },
    { reviewerName: 'Sofia Park', platform: 'Google', rating: 5, daysAgo: 33, reviewText: 'Such a cute shop! The changing rooms are spacious and the decor is gorgeous.' },
    { reviewerName: 'Laura M.', platform: 'TripAdvisor', rating: 3, daysAgo: 47, reviewText: 'Nice clothes but limited sizes, nothing in my size for the styles I liked.' },
    { reviewerName: 'Grace Kim', platform: 'Yelp', rating: 5, daysAgo: 60, reviewText: 'The owner has a great eye. I always leave with something unique.' },
  ],
  gym: [
    { reviewerName: 'Chris Walker', platform: 'Google', rating: 5, daysAgo: 1, reviewText: 'Best group classes in town. The spin instructor keeps everyone motivated.' },
    { reviewerName: 'Amanda Diaz', platform: 'Yelp', rating: 4, daysAgo: 7, reviewText: 'Clean equipment and helpful trainers. It gets crowded around 6pm.' },
    { reviewerName: 'Kevin Brooks', platform: 'Google', rating: 2, daysAgo: 13, reviewText: 'Half the machines in the cardio area were out of order for two weeks and the showers are often cold.' },
    { reviewerName: 'Megan Foster', platform: 'Facebook', rating: 5, daysAgo: 19, reviewText: 'My personal trainer helped me reach goals I never thought possible. Friendly community.' },
    { reviewerName: 'Luis Romero', platform: 'Google', rating: 5, daysAgo: 30, reviewText: 'Great yoga classes and the locker room is always spotless.' },
    { reviewerName: 'Jessica Wu', platform: 'Yelp', rating: 3, daysAgo: 44, reviewText: 'Good gym overall but cancelling my membership took three emails.' },
    { reviewerName: 'Ryan P.', platform: 'Google', rating: 4, daysAgo: 58, reviewText: 'Plenty of equipment and fair prices. Parking can be tricky.' },
  ],
  restaurant: [
    { reviewerName: 'Emily Carter', platform: 'Google', rating: 5, daysAgo: 2, reviewText: 'The pasta was incredible and our server was attentive without hovering.' },
    { reviewerName: 'Daniel Moore', platform: 'TripAdvisor', rating: 4, daysAgo: 9, reviewText: 'Great food and atmosphere. The dessert menu could use more variety.' },
    { reviewerName: 'Aisha Khan', platform: 'Yelp', rating: 2, daysAgo: 15, reviewText: 'We waited 45 minutes for our food and the pizza came out cold.' },
    { reviewerName: 'George Liu', platform: 'Google', rating: 5, daysAgo: 26, reviewText: 'Best brunch in the area, the staff made our anniversary special.' },
    { reviewerName: 'Maria Santos', platform: 'Facebook', rating: 5, daysAgo: 40, reviewText: 'Lovely patio seating and delicious food. Will be back.' },
    { reviewerName: 'Peter N.', platform: 'Google', rating: 3, daysAgo: 55, reviewText: 'Food was fine but the prices are high for the portion sizes.' },
  ],
  other: [
    { reviewerName: 'Alex Johnson', platform: 'Google', rating: 5, daysAgo: 4, reviewText: 'Friendly staff and excellent service from start to finish.' },
    { reviewerName: 'Sam Taylor', platform: 'Yelp', rating: 4, daysAgo: 12, reviewText: 'Good value and a convenient location. Opening hours could be longer.' },
    { reviewerName: 'Jordan Blake', platform: 'Google', rating: 2, daysAgo: 20, reviewText: 'Long wait and nobody told us what was going on.' },
    { reviewerName: 'Casey Morgan', platform: 'Facebook', rating: 5, daysAgo: 35, reviewText: 'The team went above and beyond to help me. Highly recommend.' },
    { reviewerName: 'Robin Hayes', platform: 'Google', rating: 4, daysAgo: 50, reviewText: 'Clean, well organised and the owner is very helpful.' },
  ],
};

// The sample set of a business, dated back from `now`, with ids stable per business so a
// redelivered registration adds nothing.
export const sampleReviewsFor = (businessId: string, businessType: TBusinessType, now = new Date()): TReviewReceivedEvent[] =>
  SAMPLES[businessType].map((sample, index) => ({
    businessId,
    externalId: `sample-${index + 1}`,
    platform: sample.platform,
    reviewerName: sample.reviewerName,
    rating: sample.rating,
    reviewText: sample.reviewText,
    reviewDate: new Date(now.getTime() - sample.daysAgo * 86_400_000).toISOString(),
  }));
