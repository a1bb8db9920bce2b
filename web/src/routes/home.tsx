import { i18n } from '@lingui/core';
import { HydrateInTurn } from '../components/hydrate-in-turn';
import { FeedShortcuts } from '../features/feed/components/feed-shortcuts';
import { HomeFeed } from '../features/feed/components/home-feed';
import { StoryStrip } from '../features/stories/components/story-strip';
import { TrendingTags } from '../features/tags/components/trending-tags';
import { useSuggestedUsers } from '../features/users/api/get-suggested-users';
import { SuggestedUsers } from '../features/users/components/suggested-users';
import { MOBILE_QUERY, useMediaQuery } from '../lib/use-media-query';

const INLINE_SUGGESTIONS = 3;

function HomePage() {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  // On phones the suggestions sit after the first post: the posts wait for them (both are asked for at
  // start-up, see app/prefetch-first-screen.ts), so their arrival never pushes the posts down.
  const suggestionsPending = useSuggestedUsers().isPending && isMobile;
  // Inline on phones only a few, so the second post is not pushed a screen down. Hidden by width too: a first
  // screen is drawn for a phone, and on a wider one these must take no room until the app switches to its aside.
  const inlineSuggestions = isMobile ? (
    <div className="min-[769px]:hidden">
      <SuggestedUsers limit={INLINE_SUGGESTIONS} />
    </div>
  ) : null;

  return (
    <div className="md:grid md:grid-cols-[minmax(0,1fr)_18rem] md:gap-10">
      <div className="min-w-0">
        <HydrateInTurn>
          <StoryStrip />
        </HydrateInTurn>
        <h1 className="sr-only">{i18n._('Home feed')}</h1>
        <HomeFeed waitFor={suggestionsPending} suggestions={inlineSuggestions} />
        <FeedShortcuts />
      </div>
      {isMobile ? null : (
        <aside className="sticky top-18 self-start" aria-label={i18n._('Suggestions')}>
          <SuggestedUsers />
          <TrendingTags />
        </aside>
      )}
    </div>
  );
}

/** In a turn of its own when hydrating a drawing, after the app's shell (`HydrateInTurn`). */
export default function HomeScreen() {
  return (
    <HydrateInTurn>
      <HomePage />
    </HydrateInTurn>
  );
}
