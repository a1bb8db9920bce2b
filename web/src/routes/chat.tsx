import { ChatScreen } from '../features/chat/components/chat-screen';
import { useCurrentUser } from '../lib/current-user';

export default function ChatRoute() {
  const me = useCurrentUser();
  return me ? <ChatScreen myId={me._id} /> : null;
}
