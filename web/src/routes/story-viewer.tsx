import { i18n } from '@lingui/core';
import { useLocation } from 'react-router';
import { Spinner } from '../components/spinner';
import { StoryPlayer } from '../features/stories/components/story-player';
import type { StoryViewerState } from '../features/stories/types';

function isViewerState(state: unknown): state is StoryViewerState {
  const value = state as Partial<StoryViewerState> | null;
  return Boolean(
    value &&
      Array.isArray(value.userStories) &&
      value.userStories.length > 0 &&
      Number.isInteger(value.initialStoryIndex),
  );
}

/** CONTRACT §2: without `userStories` and `initialStoryIndex` in the navigation state there is only a spinner. */
export default function StoryViewerScreen() {
  const { state, key } = useLocation();
  if (!isViewerState(state)) return <Spinner label={i18n._('Loading stories')} />;
  return <StoryPlayer key={key} userStories={state.userStories} initialStoryIndex={state.initialStoryIndex} />;
}
