import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportFilter, ReportName, Reports } from '@foro/shared/reports/schemas';
import { api } from '../../../lib/api-client';
import { queryScopes } from '../../../lib/query-scopes';

/** The back office's reports (docs/product/reports.md). */
const base = '/api/admin/reports';

const search = (filter: ReportFilter) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const reportsKeys = {
  all: [...queryScopes.admin, 'reports'] as const,
  filtered: (filter: ReportFilter) => [...reportsKeys.all, filter] as const,
};

export const reportsQuery = (filter: ReportFilter) =>
  queryOptions({
    queryKey: reportsKeys.filtered(filter),
    queryFn: () => api.get<Reports>(`${base}${search(filter)}`),
    // The figures of the previous filter stay on screen while the new ones load.
    placeholderData: keepPreviousData,
  });

export const useReports = (filter: ReportFilter) => useQuery(reportsQuery(filter));

/** The CSV file of one report, with the same filters. */
export const reportCsvUrl = (report: ReportName, filter: ReportFilter) =>
  `${base}/${report}/export${search(filter)}`;
