import { Button, HStack, Text } from '@chakra-ui/react';

type PaginationProps = { page: number; totalPages: number; onPage: (page: number) => void };

export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Review pages" justify="center" gap="4">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text fontSize="sm" aria-live="polite">
        Page {page} of {totalPages}
      </Text>
      <Button
        size="sm"
        variant="outline"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </HStack>
  );
}
