import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react';

import { TOASTS } from '@/app/ui-constants';

import { markToasterLoaded } from './toaster-host';

// docs/product.md §2/§4/§9: toasts at the bottom right, 3 visible at once (more wait their turn), each
// closing after 4 s. Features call `toaster.create({ title, description, type })`.
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOASTS.visible,
  duration: TOASTS.durationMs,
  gap: TOASTS.gapPx,
  pauseOnPageIdle: true,
});

// The first import of this module (by a feature about to toast) mounts the toast area at the root.
markToasterLoaded();

// Rendered once, at the root of the app.
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: TOASTS.width }}>
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="brand.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
