import { i18n } from '@lingui/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showSuccess } from '../../../lib/toast';
import type { DomainSeverity } from '../types';
import { adminKeys } from './keys';

export function getKnownServers() {
  return api.get('/api/admin/instances');
}

/** The servers we know, with their block or limit. */
export function useKnownServers() {
  return useQuery({ queryKey: adminKeys.servers, queryFn: getKnownServers, staleTime: 0 });
}

export function setDomainRule({ domain, severity }: { domain: string; severity: DomainSeverity }) {
  return api.post('/api/admin/domain-blocks', { body: { domain, severity } });
}

export function liftDomainRule(domain: string) {
  return api.delete('/api/admin/domain-blocks/{domain}', { params: { path: { domain } } });
}

const DONE: Record<DomainSeverity, string> = {
  block: /*i18n*/ '{domain} is blocked',
  limit: /*i18n*/ '{domain} is limited',
};

/** Blocks or limits a server's domain (its subdomains too). */
export function useSetDomainRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDomainRule,
    onSuccess: (block) => showSuccess(i18n._(DONE[block.severity], { domain: block.domain })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useLiftDomainRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftDomainRule,
    onSuccess: ({ domain }) => showSuccess(i18n._('{domain} is no longer blocked or limited', { domain })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
