import { Box, chakra, Stack, Text } from '@chakra-ui/react';

import { scoreRing, scoreTier } from '../score-display';

const Circle = chakra('circle');
const RADIUS = 52;
const SIZE = 128;

// The listing's optimisation score: the number, what it means, and a ring filled to it.
export function ScoreRing({ score }: { score: number }) {
  const tier = scoreTier(score);
  const { circumference, offset } = scoreRing(score, RADIUS);
  return (
    <Stack align="center" gap="2">
      <Box
        position="relative"
        boxSize="32"
        role="meter"
        aria-label="Optimisation score"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score} out of 100: ${tier.label}`}
        data-testid="listing-score"
      >
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width="100%" height="100%" aria-hidden="true">
          <Circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            stroke="border.muted"
            strokeWidth="12"
          />
          <Circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            stroke={tier.color}
            strokeWidth="12"
            strokeLinecap="round"
            strokeDasharray={circumference}
            strokeDashoffset={offset}
            transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
            transition="stroke-dashoffset 0.6s ease"
          />
        </svg>
        <Stack position="absolute" inset="0" align="center" justify="center" gap="0">
          <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
            {score}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            out of 100
          </Text>
        </Stack>
      </Box>
      <Text fontWeight="medium" color={tier.color}>
        {tier.label}
      </Text>
    </Stack>
  );
}
