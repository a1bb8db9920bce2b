import { PlaceholderScreen } from './placeholder-screen';

export default function ChatScreen() {
  return <PlaceholderScreen title="Chat" />;
}
