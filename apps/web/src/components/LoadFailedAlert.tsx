import { Alert, Button } from '@chakra-ui/react';
import { errorMessageOf } from '@/app/errors';

type LoadFailedAlertProps = {
  // docs/product.md §8's text for what could not be loaded ('Could not load competitors', ...).
  title: string;
  error: unknown;
  onRetry: () => unknown;
};

// A page whose data did not load: what failed, the server's reason, and a way to try again.
export function LoadFailedAlert({ title, error, onRetry }: LoadFailedAlertProps) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{errorMessageOf(error)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={() => void onRetry()}>
        Try again
      </Button>
    </Alert.Root>
  );
}
