import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';
import { ADMIN_PAGE_SIZE } from './page-size';

/** A page of the audit log, newest first, older than the entry `before`. */
export function getAudit(before?: string) {
  return api.get('/api/admin/audit', { params: { query: { before } } });
}

/** Every moderation action and role change, newest first. */
export function useAudit() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam }) => getAudit(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => (lastPage.length < ADMIN_PAGE_SIZE ? undefined : lastPage.at(-1)?._id),
    staleTime: 0,
  });
}
