import { isId } from '../db/ids.js';

/** The conversation named by a `{conversationId}` socket payload, or undefined for anything malformed. */
export function conversationIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { conversationId } = payload as { conversationId?: unknown };
  return typeof conversationId === 'string' && isId(conversationId) ? conversationId : undefined;
}
