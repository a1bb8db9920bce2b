import type { ApiAnswer } from '../../lib/api-paths';

type ReportView = ApiAnswer<'/api/admin/reports', 'get'>[number];

/** What can be reported (issue 14): the server checks the reporter can see it. */
export type ReportTargetType = ReportView['targetType'];

export type ReportReason = ReportView['reason'];

export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
}

/** The person a safety action is about: enough to name them and to find their content in the caches. */
export interface SafetySubject {
  _id: string;
  username: string;
  name?: string;
  profilePic?: string;
}

/** My muted words, as the server keeps them. */
export type MutedWords = ApiAnswer<'/api/users/muted-words', 'get'>;

/** An entry of my blocked or muted accounts. */
export type ListedUser = ApiAnswer<'/api/users/blocks', 'get'>[number];
