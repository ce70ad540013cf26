import { FormMessage } from '@/components/FormMessage';

import { GOOGLE_MESSAGES, type GoogleReturn } from '../google-messages';

// What came of Google's consent, said once on the page it came back to. Choosing a location is
// not a message: the page shows the picker.
export function GoogleReturnMessage({ outcome }: { outcome: GoogleReturn | null }) {
  switch (outcome) {
    case 'connected':
      return <FormMessage feedback={{ kind: 'success', message: GOOGLE_MESSAGES.connected }} />;
    case 'denied':
      return <FormMessage feedback={{ kind: 'error', message: GOOGLE_MESSAGES.denied }} />;
    case 'error':
      return <FormMessage feedback={{ kind: 'error', message: GOOGLE_MESSAGES.failed }} />;
    case 'choose-location':
    case null:
      return null;
  }
}
