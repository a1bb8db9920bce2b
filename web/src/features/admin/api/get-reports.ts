import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ReportStatus } from '../types';
import { adminKeys } from './keys';
import { ADMIN_PAGE_SIZE } from './page-size';

/** A page of the queue, newest first, older than the report `before`. */
export function getReports(status: ReportStatus, before?: string) {
  return api.get('/api/admin/reports', { params: { query: { status, before } } });
}

export function useReports(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(status),
    queryFn: ({ pageParam }) => getReports(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => (lastPage.length < ADMIN_PAGE_SIZE ? undefined : lastPage.at(-1)?._id),
    staleTime: 0,
  });
}
