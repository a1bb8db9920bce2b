import { i18n } from '@lingui/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { HydrateInTurn } from '../components/hydrate-in-turn';
import { LoadFailed } from '../components/load-failed';
import { Spinner } from '../components/spinner';
import { TabRow } from '../components/tab-row';
import { TabPanel, Tabs } from '../components/tabs';
import { useUserPosts } from '../features/posts/api/get-user-posts';
import { useUserReplies } from '../features/posts/api/get-user-replies';
import { PostList } from '../features/posts/components/post-list';
import { useProfile } from '../features/users/api/get-profile';
import { ProfileCard } from '../features/users/components/profile-card';
import { profileTitle, useDocumentTitle } from '../lib/use-document-title';
import { useErrorToast } from '../lib/use-error-toast';
import { useInfiniteScroll } from '../lib/use-infinite-scroll';

// The Replies tab's cards (and their delete button's code) load as the tab is first opened, beside its query.
const loadUserReplyCard = () =>
  import('../features/posts/components/user-reply-card').then((module) => ({ default: module.UserReplyCard }));
const UserReplyCard = lazy(loadUserReplyCard);

/**
 * A paged list that loads its next page as the reader nears the end. A failed load says so in place, never
 * with the empty text beside a header counting posts.
 */
function Paged<T>({
  query,
  failed,
  moreFailed,
  empty,
  render,
}: {
  query: UseInfiniteQueryResult<{ pages: T[][] }>;
  /** "Couldn't load posts", and the same for a further page. */
  failed: string;
  moreFailed: string;
  empty: string;
  render: (items: T[]) => ReactNode;
}) {
  useErrorToast(query.error);
  const sentinel = useInfiniteScroll(
    () => {
      if (query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError) void query.fetchNextPage();
    },
    query.hasNextPage,
    query.data?.pages.length ?? 0,
  );
  if (query.isPending) return <Spinner label={i18n._('Loading posts')} />;
  if (query.isError && !query.data) {
    return (
      <LoadFailed
        message={failed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const items = query.data?.pages.flat() ?? [];
  return (
    <>
      {items.length === 0 ? <p className="py-8 text-center">{empty}</p> : render(items)}
      <div ref={sentinel} aria-hidden />
      {query.isFetchingNextPage ? <Spinner label={i18n._('Loading more')} /> : null}
      {query.isFetchNextPageError ? (
        <LoadFailed
          message={moreFailed}
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
          retrying={query.isFetching}
        />
      ) : null}
    </>
  );
}

function ThreadsTab({ username }: { username: string }) {
  return (
    <Paged
      query={useUserPosts(username)}
      failed={i18n._("Couldn't load posts")}
      moreFailed={i18n._("Couldn't load more posts")}
      empty={i18n._("This user hasn't posted anything yet.")}
      render={(items) => <PostList posts={items} />}
    />
  );
}

function RepliesTab({ username }: { username: string }) {
  useEffect(() => void loadUserReplyCard(), []);
  return (
    <Paged
      query={useUserReplies(username)}
      failed={i18n._("Couldn't load replies")}
      moreFailed={i18n._("Couldn't load more replies")}
      empty={i18n._("This user hasn't replied to anything yet.")}
      render={(items) => (
        <Suspense fallback={<Spinner label={i18n._('Loading posts')} />}>
          {items.map((item) => (
            <UserReplyCard key={item.reply._id} item={item} />
          ))}
        </Suspense>
      )}
    />
  );
}

function ProfilePage() {
  const { username = '' } = useParams();
  const profile = useProfile(username);
  useErrorToast(profile.error);
  useDocumentTitle(profile.data && !profile.data.isFrozen ? profileTitle(profile.data) : undefined);

  if (profile.isPending) return <Spinner />;
  if (!profile.data || profile.data.isFrozen) {
    return <h1 className="py-16 text-center text-2xl font-bold">{i18n._('Oops! User not found.')}</h1>;
  }
  return (
    <div className="mx-auto max-w-xl">
      <HydrateInTurn>
        <ProfileCard user={profile.data} />
      </HydrateInTurn>
      {profile.data.blockedByMe ? (
        <p className="mt-8 text-center text-zinc-600 dark:text-zinc-400" data-testid="blocked-notice">
          {i18n._('You blocked @{username}. Unblock them to see their posts and replies.', {
            username: profile.data.username,
          })}
        </p>
      ) : (
        <Tabs defaultValue="threads" className="mt-6">
          {/* The tabs and the hidden replies panel each in a task of their own when
              hydrating a drawing; the threads panel's posts already are, one by one. */}
          <HydrateInTurn>
            <TabRow
              label={i18n._('Profile content')}
              tabs={[
                { value: 'threads', label: i18n._('Threads') },
                { value: 'replies', label: i18n._('Replies') },
              ]}
            />
          </HydrateInTurn>
          <TabPanel value="threads">
            <ThreadsTab username={username} />
          </TabPanel>
          <HydrateInTurn>
            <TabPanel value="replies">
              <RepliesTab username={username} />
            </TabPanel>
          </HydrateInTurn>
        </Tabs>
      )}
    </div>
  );
}

/** In a turn of its own when hydrating a drawing, after the app's shell (`HydrateInTurn`). */
export default function ProfileScreen() {
  return (
    <HydrateInTurn>
      <ProfilePage />
    </HydrateInTurn>
  );
}
