import { Badge, Card, HStack, Icon, Stat } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

type StatCardProps = {
  label: string;
  value: string;
  help?: string;
  icon: LucideIcon;
  // docs/product.md §9 positive thresholds: a good figure gets a "Great" badge.
  positive?: boolean;
};

// One figure with what it means, for the dashboard and keywords summaries.
export function StatCard({ label, value, help, icon: IconComponent, positive }: StatCardProps) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <HStack justify="space-between">
            <Stat.Label>{label}</Stat.Label>
            <Icon color="brand.fg" boxSize="5" aria-hidden="true">
              <IconComponent />
            </Icon>
          </HStack>
          <HStack>
            <Stat.ValueText>{value}</Stat.ValueText>
            {positive && (
              <Badge colorPalette="green" variant="subtle">
                Great
              </Badge>
            )}
          </HStack>
          {help && <Stat.HelpText>{help}</Stat.HelpText>}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
