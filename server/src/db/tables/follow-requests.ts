import type { Selectable } from 'kysely';

/** A follow of a remote person by one of ours: pending until their Accept, kept beside the follow after it. */
export interface FollowRequestsTable {
  follower_id: string;
  followee_id: string;
  /** The id of the Follow activity we sent (Accept and Reject name it; Undo repeats it). */
  activity_uri: string;
  created_at: number;
}

export type FollowRequestRow = Selectable<FollowRequestsTable>;
