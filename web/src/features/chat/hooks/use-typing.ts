import { useEffect, useRef, useState } from 'react';
import { useRealtimeEvent } from '../../realtime/hooks';
import { emitRealtime } from '../../realtime/realtime';

/** How long "… is typing" stays without another typing event. */
const TYPING_SHOWN_MS = 5000;
/** The server passes one typing event a second per person and conversation; more would be dropped. */
const TYPING_EMIT_MS = 1000;

/** Who is typing in the conversation now: each for 5 s after their last typing event, or until their message. */
export function useTypingPeople(conversationId: string | null): string[] {
  const [typing, setTyping] = useState<Record<string, number>>({});
  useRealtimeEvent('typing', (payload) => {
    if (payload.conversationId !== conversationId) return;
    setTyping((old) => ({ ...old, [payload.userId]: Date.now() + TYPING_SHOWN_MS }));
  });
  useRealtimeEvent('newMessage', (message) => {
    if (message.conversationId !== conversationId) return;
    setTyping(({ [message.sender]: _gone, ...rest }) => rest);
  });
  const soonest = Math.min(...Object.values(typing));
  useEffect(() => {
    if (!Number.isFinite(soonest)) return;
    const timer = setTimeout(
      () => setTyping((old) => Object.fromEntries(Object.entries(old).filter(([, until]) => until > Date.now()))),
      Math.max(0, soonest - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [soonest]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another conversation starts with nobody typing
  useEffect(() => setTyping({}), [conversationId]);
  return Object.keys(typing);
}

/** Tells the conversation's members that I am typing, at most once a second. */
export function useAnnounceTyping(conversationId: string | null): () => void {
  const last = useRef(0);
  return () => {
    if (!conversationId || Date.now() - last.current < TYPING_EMIT_MS) return;
    last.current = Date.now();
    emitRealtime('typing', { conversationId });
  };
}
