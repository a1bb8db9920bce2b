import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ApiBody } from '../../../lib/api-paths';

export function createReport(report: ApiBody<'/api/reports', 'post'>) {
  return api.post('/api/reports', { body: report });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
