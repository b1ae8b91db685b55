import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageContent, PageKey } from '@foro/shared/content/schemas';
import { api } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export interface PageAnswer<K extends PageKey> {
  key: K;
  content: PageContent<K>;
  updatedAt: string;
}

/** GET pages/{key}: a text staff edit in the back office (docs/product/content.md#pages-staff-edit). */
export const getPage = <K extends PageKey>(key: K) => api.get<PageAnswer<K>>(`/api/pages/${key}`);
export const pageQuery = <K extends PageKey>(key: K) =>
  queryOptions({ queryKey: contentKeys.page(key), queryFn: () => getPage(key) });
export const usePage = <K extends PageKey>(key: K) => useQuery(pageQuery(key));
