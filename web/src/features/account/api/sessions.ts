import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { accountKeys } from './keys';

export const getSessions = () => api.get('/api/users/sessions');

export const useSessions = () => useQuery({ queryKey: accountKeys.sessions, queryFn: getSessions });

type Session = Awaited<ReturnType<typeof getSessions>>[number];

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/users/sessions/{id}', { params: { path: { id } } }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<Session[]>(accountKeys.sessions, (list) => list?.filter((s) => s._id !== id)),
  });
}

/** "Log out of all other sessions": the list keeps only this device's. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/users/sessions'),
    onSuccess: () =>
      queryClient.setQueryData<Session[]>(accountKeys.sessions, (list) => list?.filter((s) => s.current)),
  });
}
