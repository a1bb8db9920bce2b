import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ReportReason, ReportTarget } from '../types';

export interface NewReport extends ReportTarget {
  reason: ReportReason;
  note?: string;
}

export function createReport(report: NewReport) {
  return api<{ _id: string; status: 'open' }>('/api/reports', { method: 'POST', body: report });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
