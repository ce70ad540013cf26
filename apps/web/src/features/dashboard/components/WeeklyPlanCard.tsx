import type { TPlanAction } from '@app/contracts';
import { Alert, Card, Checkbox, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { errorMessageOf } from '@/app/errors';
import { LoadFailedAlert } from '@/components/LoadFailedAlert';
import { formatDay } from '@/components/format-date';

import { useGetWeeklyPlanQuery, useSetPlanActionDoneMutation } from '../dashboard.api';
import { WEEKLY_PLAN_MESSAGES as M } from '../weekly-plan-messages';

// Issue 21: "three things to do this week", the signed-in owner's plan (at most three actions,
// each with why and where to do it), and what last week's done actions changed.
export function WeeklyPlanCard() {
  const headingId = useId();
  const { data, error, isError, refetch } = useGetWeeklyPlanQuery();
  const [setDone] = useSetPlanActionDoneMutation();
  // Why the last tick did not hold (the checkbox itself is put back by the api).
  const [failure, setFailure] = useState<string | null>(null);

  const mark = (action: TPlanAction, done: boolean) => {
    setFailure(null);
    setDone({ id: action.id, done })
      .unwrap()
      .catch((caught: unknown) => setFailure(errorMessageOf(caught)));
  };

  return (
    <Card.Root size="sm" as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Card.Title id={headingId}>{M.title}</Card.Title>
        {data && (
          <Card.Description>{M.weekOf(formatDay(data.weekOf, 'weekdayMonth'))}</Card.Description>
        )}
      </Card.Header>
      <Card.Body>
        {!data && isError && (
          <LoadFailedAlert title={M.loadFailed} error={error} onRetry={refetch} />
        )}
        {!data && !isError && <Skeleton height="24" data-testid="weekly-plan-loading" />}
        {data && (
          <Stack gap="4">
            {data.lastWeek.length > 0 && <LastWeek items={data.lastWeek} />}
            {failure && (
              <Alert.Root status="error" size="sm" role="alert">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
            {data.actions.length === 0 ? (
              <Text color="fg.muted">{M.empty}</Text>
            ) : (
              <Stack as="ul" gap="4" listStyleType="none" aria-label={M.title}>
                {data.actions.map((action) => (
                  <PlanActionItem
                    key={action.id}
                    action={action}
                    onDoneChange={(done) => mark(action, done)}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function LastWeek({ items }: { items: { text: string }[] }) {
  const headingId = useId();
  return (
    <Stack gap="1" bg="bg.muted" borderRadius="md" px="3" py="2">
      <Heading as="h4" size="xs" id={headingId}>
        {M.lastWeek}
      </Heading>
      <Stack
        as="ul"
        gap="1"
        fontSize="sm"
        color="fg.muted"
        ps="4"
        listStyleType="disc"
        aria-labelledby={headingId}
      >
        {items.map((item, index) => (
          // The texts have no id and may repeat; the list is replaced whole, never reordered.
          <li key={index}>{item.text}</li>
        ))}
      </Stack>
    </Stack>
  );
}

function PlanActionItem({
  action,
  onDoneChange,
}: {
  action: TPlanAction;
  onDoneChange: (done: boolean) => void;
}) {
  const whyId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The box Ark draws follows `checked`, but it sets its hidden input (what assistive technology
  // reads) only when `checked` changes between renders: a tick the server refuses before the
  // tick was drawn would leave the input ticked under an empty box.
  useEffect(() => {
    if (inputRef.current) inputRef.current.checked = action.done;
  });
  return (
    <Stack as="li" gap="1" data-done={action.done ? 'true' : undefined}>
      {/* The checkbox's name is the action's title; the why sentence describes it. */}
      <Checkbox.Root
        checked={action.done}
        onCheckedChange={(details) => onDoneChange(details.checked === true)}
        colorPalette="brand"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput ref={inputRef} aria-describedby={whyId} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label
          fontWeight="medium"
          textDecoration={action.done ? 'line-through' : undefined}
          color={action.done ? 'fg.muted' : undefined}
        >
          {action.title}
        </Checkbox.Label>
      </Checkbox.Root>
      <Stack gap="1" ps="7">
        <Text id={whyId} fontSize="sm" color="fg.muted">
          {action.why}
        </Text>
        <Link asChild fontSize="sm" fontWeight="medium" color="brand.fg" alignSelf="flex-start">
          <RouterLink to={action.link}>
            {M.doIt} <ArrowRight aria-hidden="true" />
          </RouterLink>
        </Link>
      </Stack>
    </Stack>
  );
}
