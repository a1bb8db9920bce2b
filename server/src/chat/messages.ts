import { MAX_GROUP_MEMBERS, MAX_GROUP_NAME_CHARS, MAX_MESSAGE_CHARS, MIN_GROUP_OTHERS } from '@threads/contract';
import { phrases } from '../lib/i18n/phrases.js';

/** Every refusal of one-to-one and group messages, over HTTP and the socket alike. */
export const chatMessages = phrases({
  RECIPIENT_REQUIRED: 'Recipient is required',
  RECIPIENT_OR_CONVERSATION: 'Send to a recipientId or a conversationId, not both',
  MESSAGE_EMPTY: 'A message needs text or an image',
  MESSAGE_TOO_LONG: ['Message must be at most {max} characters long', { max: MAX_MESSAGE_CHARS }],
  MESSAGE_TO_SELF: 'You cannot message yourself',
  BEFORE_OR_AFTER: 'Use before or after, not both',
  CONVERSATION_NOT_FOUND: 'Conversation not found',
  GROUP_NAME_LENGTH: ['A group name must be 1 to {max} characters long', { max: MAX_GROUP_NAME_CHARS }],
  GROUP_SIZE: ['A group needs {min} to {max} other people', { min: MIN_GROUP_OTHERS, max: MAX_GROUP_MEMBERS - 1 }],
  GROUP_FULL: ['A group can have at most {max} people', { max: MAX_GROUP_MEMBERS }],
  ALREADY_GROUP_MEMBER: 'This person is already in the group',
  MESSAGE_NOT_FOUND: 'Message not found',
  MESSAGE_DELETE_FORBIDDEN: 'You can only delete your own messages',
  GROUP_UPDATE_UNDELETABLE: 'Group updates cannot be deleted',
  MESSAGE_IMAGE_INVALID: 'img must be an image file or a data URL.',
  SEND_PAYLOAD_INVALID: 'Send an object with recipientId and message',
});
