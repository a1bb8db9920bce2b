/** The element id of a reply on its post page, which notifications link to (`#reply-<id>`). */
export const replyAnchor = (replyId: string) => `reply-${replyId}`;
