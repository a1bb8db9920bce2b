import type { ApiResponse } from '../../lib/api-types';

/** A notification as the server sends it, with its sender and, for likes, replies and reposts, my post. */
export type Notification = ApiResponse<'/api/notifications', 'get'>[number];
