import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface SessionView {
  _id: string;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

const sessionsKey = ['account', 'sessions'];

export const useSessions = () =>
  useQuery({ queryKey: sessionsKey, queryFn: () => api<SessionView[]>('/api/users/sessions') });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ ok: true }>(`/api/users/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SessionView[]>(sessionsKey, (list) => list?.filter((s) => s._id !== id)),
  });
}
