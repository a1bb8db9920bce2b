import type { ApiResponse } from '../../lib/api-types';

/** A chat message as the server sends it. */
export type Message = ApiResponse<'/api/messages/{userId}', 'get'>[number];

export interface Participant {
  _id: string;
  username: string;
  profilePic: string;
}

export interface Conversation {
  _id: string;
  isGroup?: true;
  /** A group's name. */
  name?: string;
  /** The other member of a pair; a group's other members. */
  participants: Participant[];
  lastMessage: {
    _id?: string;
    text: string;
    img?: string;
    sender: string;
    date?: string;
    seen?: boolean;
    system?: Message['system'];
    deleted?: true;
  };
  unreadCount?: number;
  /** A client-only placeholder for someone found by search, with a temporary id (SPEC §3). */
  mock?: boolean;
}
