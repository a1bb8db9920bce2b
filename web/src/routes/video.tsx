import { PlaceholderScreen } from './placeholder-screen';

export default function VideoScreen() {
  return <PlaceholderScreen title="Video" />;
}
