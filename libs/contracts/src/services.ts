// The five back-end services. Each owns one database and one Kafka consumer group.
export const SERVICE_NAMES = ['auth', 'reviews', 'billing', 'chat', 'analysis'] as const;
export type TServiceName = (typeof SERVICE_NAMES)[number];

export const isServiceName = (value: string): value is TServiceName =>
  (SERVICE_NAMES as readonly string[]).includes(value);
