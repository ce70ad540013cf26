import type {
  TAllowance,
  TScan,
  TScanCreate,
  TScanCreated,
  TScanCsv,
  TScanSummary,
  TVisibilityConfig,
  TVisibilityEarnings,
} from '@app/contracts';

import { api } from '@/app/api';

const tagged = api.enhanceEndpoints({
  addTagTypes: ['VisibilityScans', 'VisibilityScan', 'VisibilityAllowance', 'VisibilityEarnings'],
});

export type ScanQuery = { id: string; competitor?: string };
export type EarningsQuery = { keyword?: string; days: number };

// The file name the server gives the export (Content-Disposition), or a plain fallback.
export const fileNameOf = (disposition: string | null | undefined, fallback: string): string =>
  /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;

// docs/product.md, Visibility: the BFF's /api/visibility routes behind the Visibility page.
export const visibilityApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getVisibilityConfig: build.query<TVisibilityConfig, void>({
      query: () => '/visibility/config',
    }),
    getAllowance: build.query<TAllowance, void>({
      query: () => '/visibility/allowance',
      providesTags: ['VisibilityAllowance'],
    }),
    // Newest first.
    listScans: build.query<TScanSummary[], string>({
      query: (keyword) => ({ url: '/visibility/scans', params: { keyword } }),
      providesTags: ['VisibilityScans'],
    }),
    getScan: build.query<TScan, ScanQuery>({
      query: ({ id, competitor }) => ({
        url: `/visibility/scans/${encodeURIComponent(id)}`,
        params: competitor ? { competitor } : undefined,
      }),
      providesTags: (_scan, _error, { id }) => [{ type: 'VisibilityScan', id }],
    }),
    createScan: build.mutation<TScanCreated, TScanCreate>({
      query: (body) => ({ url: '/visibility/scans', method: 'POST', body }),
      // Never retried: a second POST would start (and pay for) a second scan.
      extraOptions: { maxRetries: 0 },
      invalidatesTags: ['VisibilityScans', 'VisibilityAllowance', 'VisibilityEarnings'],
    }),
    // The CSV exactly as exported, sent as text/csv (imports cost nothing).
    importScan: build.mutation<TScanCreated, string>({
      query: (csv) => ({
        url: '/visibility/scans/import',
        method: 'POST',
        body: csv,
        headers: { 'content-type': 'text/csv' },
      }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: ['VisibilityScans', 'VisibilityEarnings'],
    }),
    // A GET, but on demand and never cached. The route needs the session's bearer token, which a
    // plain link cannot send, so the page fetches the text and saves it as the server names it.
    exportScanCsv: build.mutation<TScanCsv, string>({
      query: (id) => ({
        url: `/visibility/scans/${encodeURIComponent(id)}/export.csv`,
        // An error answer is JSON ({ error }), so the page can show the server's reason.
        responseHandler: (response) =>
          /json/i.test(response.headers.get('content-type') ?? '')
            ? response.json()
            : response.text(),
      }),
      transformResponse: (csv: string, meta) => ({
        csv,
        filename: fileNameOf(
          meta?.response?.headers.get('content-disposition'),
          'nearbly-scan.csv',
        ),
      }),
    }),
    getEarnings: build.query<TVisibilityEarnings, EarningsQuery>({
      query: ({ keyword, days }) => ({
        url: '/visibility/earnings',
        params: keyword ? { keyword, days } : { days },
      }),
      providesTags: ['VisibilityEarnings'],
    }),
  }),
});

export const {
  useGetVisibilityConfigQuery,
  useGetAllowanceQuery,
  useListScansQuery,
  useGetScanQuery,
  useLazyGetScanQuery,
  useCreateScanMutation,
  useImportScanMutation,
  useExportScanCsvMutation,
  useGetEarningsQuery,
} = visibilityApi;
