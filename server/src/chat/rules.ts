export const MESSAGE_PAGE_SIZE = 50;
export const CONVERSATION_PAGE_SIZE = 50;
export const MAX_MESSAGE_CHARS = 2000;
export const MAX_GROUP_NAME_CHARS = 50;
/** A group holds its creator and 2 to 49 others at first; at most 50 people in all. */
export const MIN_GROUP_OTHERS = 2;
export const MAX_GROUP_MEMBERS = 50;

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
