import { api } from '@/app/api';

// GET /api/health: 200 when everything is ok, 503 with the same body when something is not.
export type ServiceState = 'ok' | 'degraded' | 'down';
export type HealthSnapshot = {
  status: 'ok' | 'degraded';
  checkedAt: string;
  services: Partial<Record<string, { status: ServiceState }>>;
};

export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthSnapshot, void>({
      // A 503 is an answer here, not a failure: its body says which services are affected.
      query: () => ({
        url: '/health',
        validateStatus: (response) => response.status === 200 || response.status === 503,
      }),
    }),
  }),
});

export const { useGetHealthQuery } = helpApi;
