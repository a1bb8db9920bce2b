/** Whose messages a pane shows: the conversation with a person, or a group's. */
export type Thread = { userId: string } | { groupId: string };

/** The cache key part of a thread: a person's id, or the group's conversation id marked as such. */
export const threadKey = (thread: Thread): string => ('userId' in thread ? thread.userId : `group:${thread.groupId}`);
