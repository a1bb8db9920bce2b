import type { ApiAnswer } from '../../lib/api-paths';

/** A chat message as the server sends it. */
export type Message = ApiAnswer<'/api/messages/{userId}', 'get'>[number];

/** A conversation as the server lists it, with its last message and my unread count. */
export type Conversation = ApiAnswer<'/api/messages/conversations', 'get'>[number];

export type Participant = Conversation['participants'][number];

/** A conversation in the list: the server's, or a client-only placeholder for someone found by search (CONTRACT §3). */
export type ListedConversation = Conversation & { mock?: true };
