import type { ReportStatus } from '../types';

export const adminKeys = {
  all: ['admin'] as const,
  reports: (status: ReportStatus) => ['admin', 'reports', status] as const,
  suspended: ['admin', 'suspended'] as const,
  audit: ['admin', 'audit'] as const,
  servers: ['admin', 'servers'] as const,
};
