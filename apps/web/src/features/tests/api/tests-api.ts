import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestData, TestList, TestResults, TestSaveInput } from '@foro/shared/tests/schemas';
import { api } from '../../../lib/api-client';
import { FRESH_AFTER_LOAD_MS } from '../../../lib/query-client';
import { queryScopes } from '../../../lib/query-scopes';
import { testKeys } from './query-keys';

const base = (slug: string) => encodeURIComponent(slug);

export const getTestList = (slug: string) => api.get<TestList>(`/api/axis/${base(slug)}/tests/list`);
export const testListQuery = (slug: string) =>
  queryOptions({
    queryKey: testKeys.list(slug),
    queryFn: () => getTestList(slug),
    staleTime: FRESH_AFTER_LOAD_MS,
  });
export const useTestList = (slug: string) => useQuery(testListQuery(slug));

export const selectTest = (slug: string, test: string) =>
  api.post<{ status: true }>(`/api/axis/${base(slug)}/tests/selection`, { test });
export function useSelectTest(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (test: string) => selectTest(slug, test),
    // The list now sends the member to the chosen case.
    onSuccess: () => client.invalidateQueries({ queryKey: testKeys.list(slug) }),
  });
}

export const getTest = (slug: string) => api.get<TestData>(`/api/test/${base(slug)}`);
export const testQuery = (slug: string) =>
  queryOptions({
    queryKey: testKeys.test(slug),
    queryFn: () => getTest(slug),
    staleTime: Infinity,
    retry: false,
  });
export const useTest = (slug: string) => useQuery(testQuery(slug));

export const saveTest = (slug: string, input: TestSaveInput) =>
  api.post<{ status: true; score: number }>(`/api/test/save/${base(slug)}`, input);
export function useSaveTest(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TestSaveInput) => saveTest(slug, input),
    onSuccess: () => {
      // A scored test moves the route on (stops, tests, forum) and shows on the profile.
      void client.invalidateQueries({ queryKey: queryScopes.axis(slug) });
      void client.invalidateQueries({ queryKey: queryScopes.profile });
    },
  });
}

export const getTestResults = (slug: string) => api.get<TestResults>(`/api/test/results/${base(slug)}`);
export const testResultsQuery = (slug: string) =>
  queryOptions({ queryKey: testKeys.results(slug), queryFn: () => getTestResults(slug) });
export const useTestResults = (slug: string) => useQuery(testResultsQuery(slug));
