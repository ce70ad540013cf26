import { HStack, Icon } from '@chakra-ui/react';
import { Star } from 'lucide-react';

// Five stars, the first `rating` filled; read out as "Rated 4 out of 5".
export function StarRating({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon
          key={star}
          as={Star}
          boxSize="4"
          color={star <= rating ? 'amber.400' : 'border.emphasized'}
          fill={star <= rating ? 'currentColor' : 'none'}
          aria-hidden
        />
      ))}
    </HStack>
  );
}
