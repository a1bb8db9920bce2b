import { PlaceholderScreen } from './placeholder-screen';

export default function NotificationsScreen() {
  return <PlaceholderScreen title="Notifications" />;
}
