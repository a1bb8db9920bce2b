import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { searchKeys } from './keys';

/** A profile or post address on another server, looked up there by this server. */
export function resolveAddress(url: string) {
  return api.get('/api/federation/resolve', { params: { query: { url } } });
}

export function useResolveAddress(url: string) {
  return useQuery({ queryKey: searchKeys.address(url), queryFn: () => resolveAddress(url), retry: false });
}
