import { i18n } from '@lingui/core';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showSuccess } from '../../../lib/toast';
import { openPagesAfterAction } from '../lib/queue';
import type { AdminReport, ModerationAction } from '../types';
import { adminKeys } from './keys';

export function resolveReport(reportId: string, action: ModerationAction) {
  return api.put('/api/admin/reports/{id}', { params: { path: { id: reportId } }, body: { action } });
}

const DONE: Record<ModerationAction, string> = {
  dismiss: /*i18n*/ 'Report dismissed',
  remove: /*i18n*/ 'Content removed',
  suspend: /*i18n*/ 'Author suspended',
};

/** Acting on a report takes it (and, for remove and suspend, every report on the same content) off the queue at once. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ report, action }: { report: AdminReport; action: ModerationAction }) =>
      resolveReport(report._id, action),
    onMutate: async ({ report, action }) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.reports('open') });
      const previous = queryClient.getQueryData<InfiniteData<AdminReport[], unknown>>(adminKeys.reports('open'));
      if (previous) queryClient.setQueryData(adminKeys.reports('open'), openPagesAfterAction(previous, report, action));
      return { previous };
    },
    onSuccess: (_result, { action }) => showSuccess(i18n._(DONE[action])),
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(adminKeys.reports('open'), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
