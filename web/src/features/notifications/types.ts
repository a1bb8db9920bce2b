export interface Notification {
  _id: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  senderId: { _id: string; username: string; profilePic: string } | null;
  postId?: string | null;
}
