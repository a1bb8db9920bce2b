import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { onServer } from './server-render';

const noop = () => undefined;

/** What a mutation observer reads before its first use (`MutationObserver.getCurrentResult`). */
const IDLE = {
  context: undefined,
  data: undefined,
  error: null,
  failureCount: 0,
  failureReason: null,
  isPaused: false,
  status: 'idle',
  variables: undefined,
  submittedAt: 0,
  isPending: false,
  isSuccess: false,
  isError: false,
  isIdle: true,
  mutate: noop,
  mutateAsync: () => Promise.reject(new Error('no mutations in a server render')),
  reset: noop,
} as const;

function idleMutation<TData, TError, TVariables, TContext>(): UseMutationResult<TData, TError, TVariables, TContext> {
  return IDLE as unknown as UseMutationResult<TData, TError, TVariables, TContext>;
}

/**
 * `useMutation` for the actions of what a first screen draws (like, bookmark, follow): in the server's
 * drawing, where nothing is ever done, an action reads as idle, as a new observer would, without making
 * one per drawn post (a twentieth of the drawing). The browser makes its observers as it always has.
 */
export const useClientMutation: typeof useMutation = onServer ? idleMutation : useMutation;
