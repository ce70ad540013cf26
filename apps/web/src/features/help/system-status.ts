import type { HealthSnapshot, ServiceState } from './help.api';

export type SystemStatusLabel = 'Operational' | 'Degraded' | 'Down';
export type SystemStatusRow = { name: string; status: SystemStatusLabel };

// docs/product.md §2 System Status rows and the services each one depends on.
export const SYSTEM_COMPONENTS = [
  { name: 'Keyword Tracking', services: ['analysis'] },
  { name: 'AI Features', services: ['reviews', 'chat'] },
  { name: 'GMB Integration', services: ['analysis'] },
  { name: 'Reports', services: ['analysis'] },
] as const;

const LABELS: Record<ServiceState, SystemStatusLabel> = {
  ok: 'Operational',
  degraded: 'Degraded',
  down: 'Down',
};
const SEVERITY: Record<ServiceState, number> = { ok: 0, degraded: 1, down: 2 };

// A row is as healthy as its least healthy service; a service missing from the answer is down.
export function systemStatusRows(health: HealthSnapshot): SystemStatusRow[] {
  return SYSTEM_COMPONENTS.map(({ name, services }) => {
    const worst = services
      .map((service): ServiceState => health.services[service]?.status ?? 'down')
      .reduce<ServiceState>((a, b) => (SEVERITY[b] > SEVERITY[a] ? b : a), 'ok');
    return { name, status: LABELS[worst] };
  });
}
