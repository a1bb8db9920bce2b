import { useEffect } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { connectRealtime, disconnectRealtime } from './realtime';

/** Keeps this tab's socket open while someone is logged in, and closes it on logout. */
export function RealtimeConnection() {
  const me = useCurrentUser();
  const userId = me?._id;
  useEffect(() => {
    if (!userId) return;
    void connectRealtime(userId);
    return disconnectRealtime;
  }, [userId]);
  return null;
}
