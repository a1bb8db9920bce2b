import type { FastifyBaseLogger } from 'fastify';
import type { AppEventMap } from '../app-events.js';
import type { AppContext } from '../context.js';
import { groupChatsRoom, type RealtimeServer, sessionRoom, userRoom } from './socket-types.js';

/**
 * Pushes committed domain events to the sockets of the users concerned, on every process (the
 * adapter fans room emits out). A failed push is logged, never thrown back into the service.
 */
export function deliverAppEvents(ctx: AppContext, io: RealtimeServer, log: FastifyBaseLogger, isOpen: () => boolean) {
  const on = <K extends keyof AppEventMap>(name: K, push: (payload: AppEventMap[K]) => void) => {
    ctx.events.on(name, (payload) => {
      if (!isOpen()) return;
      try {
        push(payload);
      } catch (error) {
        log.warn({ err: error, event: name }, 'realtime delivery failed');
      }
    });
  };

  // A group's events reach only the tabs that understand groups; a client of CONTRACT §7 would take a group's
  // message for one in its one-to-one conversation with the sender.
  const memberRoom = (isGroup: boolean) => (isGroup ? groupChatsRoom : userRoom);

  // One emit to every member's room: the message is encoded once, and sent once between processes. The
  // sender's other tabs get a message only when the sending tab named itself; a client that did not (CONTRACT §7)
  // adds the answer itself and would show it twice. A group's changes (system messages) reach every tab.
  on('message.created', ({ message, memberIds, isGroup, senderSocketId }) => {
    const everyTab = senderSocketId !== undefined || message.system !== undefined;
    const audience = everyTab ? memberIds : memberIds.filter((id) => id !== message.sender);
    const tabs = io.to(audience.map(memberRoom(isGroup)));
    (senderSocketId ? tabs.except(senderSocketId) : tabs).emit('newMessage', message);
  });

  // The reader's own tabs hear it too: their unread badge goes down.
  on('messages.seen', ({ conversationId, readerId, memberIds, isGroup }) => {
    io.to(memberIds.map(memberRoom(isGroup))).emit('messagesSeen', { conversationId, userId: readerId });
  });

  on('message.deleted', ({ conversationId, messageId, memberIds, isGroup }) => {
    io.to(memberIds.map(memberRoom(isGroup))).emit('messageDeleted', { conversationId, messageId });
  });

  on('sessions.ended', ({ userId, sessionHash, keepSessionHash }) => {
    if (sessionHash) {
      io.in(sessionRoom(sessionHash)).disconnectSockets(true);
    } else if (userId) {
      const sockets = io.in(userRoom(userId));
      (keepSessionHash ? sockets.except(sessionRoom(keepSessionHash)) : sockets).disconnectSockets(true);
    }
  });

  on('notification.created', ({ recipientId, notification }) => {
    io.to(userRoom(recipientId)).emit('newNotification', notification);
  });

  // Every tab of the follower: a "Requested" button turns into "Unfollow" (or back into "Follow").
  on('follow.answered', ({ followerId, followeeId, following }) => {
    io.to(userRoom(followerId)).emit('followAnswered', { userId: followeeId, following });
  });

  // Every tab of the person, on every device: the account's language is one, so they all show it at once.
  on('person.locale', ({ userId, locale }) => {
    io.to(userRoom(userId)).emit('localeChosen', { locale: locale ?? 'auto' });
  });
}
