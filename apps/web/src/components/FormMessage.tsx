import { Alert, List } from '@chakra-ui/react';

import type { ErrorDetail } from '@/app/errors';

export type FormFeedback = {
  kind: 'success' | 'error';
  message: string;
  // docs/product.md §8: the server's validation details, shown as a list under the message.
  details?: ErrorDetail[];
};

// The outcome of a form, inline: a status for a success, an alert for an error.
export function FormMessage({ feedback }: { feedback: FormFeedback | null }) {
  if (!feedback) return null;
  const isError = feedback.kind === 'error';
  const details = feedback.details ?? [];
  return (
    <Alert.Root status={isError ? 'error' : 'success'} role={isError ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{feedback.message}</Alert.Title>
        {details.length > 0 && (
          <Alert.Description>
            <List.Root ps="4" mt="1">
              {details.map((detail, index) => (
                <List.Item key={`${detail.path}-${index}`}>{detail.message}</List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
