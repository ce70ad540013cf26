import { Badge, Box, Button, Flex, Float, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { TAlert } from '@app/contracts';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { NOTIFICATIONS_POLL_MS } from '@/app/ui-constants';
import { formatInstant } from '@/components/format-date';
import { useBusinessTimeZone } from '@/features/auth/useBusinessTimeZone';

import { NOTIFICATIONS_MESSAGES as M } from '../notifications-messages';
import { useGetNotificationsQuery, useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from '../notifications.api';

// docs/product.md §10 Alerts: the bell in the app header with the unread count; its list shows the
// newest alerts, unread ones marked; opening one marks it read and goes where acting on it happens.
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data, isError } = useGetNotificationsQuery(undefined, { pollingInterval: NOTIFICATIONS_POLL_MS, refetchOnFocus: true });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const navigate = useNavigate();
  const timeZone = useBusinessTimeZone();
  const unread = data?.unread ?? 0;

  const openAlert = (alert: TAlert) => {
    setOpen(false);
    if (!alert.read) void markRead(alert.id);
    void navigate(alert.link);
  };

  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={M.bellLabel(unread)} position="relative">
          <Bell />
          {unread > 0 && (
            <Float placement="top-end" offset="2">
              <Badge size="xs" variant="solid" colorPalette="red" borderRadius="full" aria-hidden="true" data-testid="notifications-unread">
                {unread > 99 ? '99+' : unread}
              </Badge>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: '90vw', sm: '24rem' }}>
            <Popover.Header>
              <Flex align="center" justify="space-between" gap="2">
                <Popover.Title fontWeight="semibold">{M.title}</Popover.Title>
                {unread > 0 && (
                  <Button size="xs" variant="ghost" loading={markingAll} onClick={() => void markAllRead()}>
                    {M.markAllRead}
                  </Button>
                )}
              </Flex>
            </Popover.Header>
            <Popover.Body maxH="24rem" overflowY="auto" px="2" py="2">
              {isError && !data ? (
                <Text color="fg.muted" px="2">
                  {M.loadFailed}
                </Text>
              ) : data && data.items.length === 0 ? (
                <Text color="fg.muted" px="2">
                  {M.empty}
                </Text>
              ) : (
                <Stack as="ul" gap="1" listStyleType="none" aria-label={M.title}>
                  {data?.items.map((alert) => (
                    <Box as="li" key={alert.id}>
                      <Button
                        variant="ghost"
                        width="full"
                        height="auto"
                        justifyContent="flex-start"
                        textAlign="start"
                        whiteSpace="normal"
                        py="2"
                        px="2"
                        bg={alert.read ? undefined : 'colorPalette.subtle'}
                        colorPalette="brand"
                        data-unread={alert.read ? undefined : 'true'}
                        onClick={() => openAlert(alert)}
                      >
                        <Stack gap="0.5" width="full">
                          <Flex gap="2" align="center">
                            <Text fontWeight={alert.read ? 'normal' : 'semibold'} color="fg" flex="1">
                              {alert.title}
                            </Text>
                            {!alert.read && (
                              <Badge size="xs" colorPalette="brand">
                                {M.unreadBadge}
                              </Badge>
                            )}
                          </Flex>
                          <Text fontSize="sm" color="fg.muted" lineClamp={2} fontWeight="normal">
                            {alert.body}
                          </Text>
                          <Text fontSize="xs" color="fg.subtle" fontWeight="normal">
                            {formatInstant(alert.createdAt, timeZone, 'dayTime')}
                          </Text>
                        </Stack>
                      </Button>
                    </Box>
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
