import { chatMessages } from '../../src/chat/messages.js';
import type { Actor, HttpCase, Outcome } from './authorization-case.js';

const LOGIN: Outcome = [401, 'You must be logged in'];
const signedIn = (outcome: Outcome): Record<Actor, Outcome> => ({
  visitor: LOGIN,
  other: outcome,
  owner: outcome,
  frozen: LOGIN,
});
const NO_SUCH_ID = '01JD0000000000000000000000';
const noConversation = signedIn([404, chatMessages.CONVERSATION_NOT_FOUND]);

/** Group chat, the unread count and deleting a message (issue 17): members only, ids nobody else can use. */
export const groupChatRows: HttpCase[] = [
  {
    route: 'GET /api/messages/unread-count',
    request: () => ({ method: 'GET', path: '/api/messages/unread-count' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/messages/conversation/:conversationId',
    scenario: 'a conversation nobody belongs to',
    request: () => ({ method: 'GET', path: `/api/messages/conversation/${NO_SUCH_ID}` }),
    expect: noConversation,
  },
  {
    route: 'POST /api/messages/groups',
    scenario: 'with nobody else',
    request: () => ({ method: 'POST', path: '/api/messages/groups', json: { name: 'Just me', participantIds: [] } }),
    expect: signedIn([400, chatMessages.GROUP_SIZE]),
  },
  {
    route: 'POST /api/messages/groups/:id/members',
    scenario: 'a group nobody belongs to',
    request: (world) => ({
      method: 'POST',
      path: `/api/messages/groups/${NO_SUCH_ID}/members`,
      json: { userId: world.bob.id },
    }),
    expect: noConversation,
  },
  {
    route: 'PUT /api/messages/groups/:id',
    scenario: 'a group nobody belongs to',
    request: () => ({ method: 'PUT', path: `/api/messages/groups/${NO_SUCH_ID}`, json: { name: 'Renamed' } }),
    expect: noConversation,
  },
  {
    route: 'DELETE /api/messages/groups/:id/members/me',
    scenario: 'a group nobody belongs to',
    request: () => ({ method: 'DELETE', path: `/api/messages/groups/${NO_SUCH_ID}/members/me` }),
    expect: noConversation,
  },
  {
    route: 'DELETE /api/messages/:userId|:id',
    scenario: 'a message nobody sent',
    request: () => ({ method: 'DELETE', path: `/api/messages/${NO_SUCH_ID}` }),
    expect: signedIn([404, chatMessages.MESSAGE_NOT_FOUND]),
  },
];
