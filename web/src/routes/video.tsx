import { VideoFeed } from '../features/video/components/video-feed';

export default function VideoScreen() {
  return <VideoFeed />;
}
