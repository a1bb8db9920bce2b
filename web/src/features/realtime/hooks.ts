import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  getOnlineUsers,
  type ServerEventName,
  type ServerEvents,
  subscribeOnline,
  subscribeRealtime,
  subscribeReconnect,
} from './realtime';

/** Calls the latest `handler` for every `event` while the component is mounted. */
export function useRealtimeEvent<E extends ServerEventName>(event: E, handler: ServerEvents[E]): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () => subscribeRealtime(event, ((payload: never) => (latest.current as (value: never) => void)(payload)) as never),
    [event],
  );
}

export function useReconnect(listener: (first: boolean) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribeReconnect((first) => latest.current(first)), []);
}

const noOnline: string[] = [];

/** Ids of the users with at least one tab connected, as the server last said. */
export function useOnlineUsers(): string[] {
  return useSyncExternalStore(subscribeOnline, getOnlineUsers, () => noOnline);
}
