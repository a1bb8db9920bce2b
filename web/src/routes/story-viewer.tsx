import { PlaceholderScreen } from './placeholder-screen';

export default function StoryViewerScreen() {
  return <PlaceholderScreen title="Stories" />;
}
