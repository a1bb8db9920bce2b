import { MAX_GROUP_MEMBERS, MAX_GROUP_NAME_CHARS, MAX_MESSAGE_CHARS, MIN_GROUP_OTHERS } from '@threads/contract';

export const MESSAGE_PAGE_SIZE = 50;
export const CONVERSATION_PAGE_SIZE = 50;

export const chatMessages = {
  recipientRequired: 'Recipient is required',
  recipientOrConversation: 'Send to a recipientId or a conversationId, not both',
  empty: 'A message needs text or an image',
  tooLong: `Message must be at most ${MAX_MESSAGE_CHARS} characters long`,
  toSelf: 'You cannot message yourself',
  beforeOrAfter: 'Use before or after, not both',
  conversationNotFound: 'Conversation not found',
  groupName: `A group name must be 1 to ${MAX_GROUP_NAME_CHARS} characters long`,
  groupSize: `A group needs ${MIN_GROUP_OTHERS} to ${MAX_GROUP_MEMBERS - 1} other people`,
  groupFull: `A group can have at most ${MAX_GROUP_MEMBERS} people`,
  alreadyMember: 'This person is already in the group',
  messageNotFound: 'Message not found',
  notYourMessage: 'You can only delete your own messages',
  systemMessage: 'Group updates cannot be deleted',
};
