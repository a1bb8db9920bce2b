import { i18n } from '@lingui/core';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { buttonStyles } from '../components/button-styles';
import { Spinner } from '../components/spinner';
import { TabRow } from '../components/tab-row';
import { TabPanel, Tabs } from '../components/tabs';
import { useFollowList } from '../features/users/api/get-follow-list';
import { useProfile } from '../features/users/api/get-profile';
import { FollowButton } from '../features/users/components/follow-button';
import { UserRow } from '../features/users/components/user-row';
import type { FollowDirection } from '../features/users/types';
import { showError } from '../lib/toast';
import { useInfiniteScroll } from '../lib/use-infinite-scroll';

const emptyText: Record<FollowDirection, string> = {
  followers: /*i18n*/ 'No followers found.',
  following: /*i18n*/ 'No following people found.',
};

function FollowList({ userId, direction }: { userId: string; direction: FollowDirection }) {
  const list = useFollowList(userId, direction);
  useEffect(() => {
    if (list.error) showError(i18n._('Could not fetch followers and following data.'));
  }, [list.error]);
  const sentinel = useInfiniteScroll(
    () => {
      if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
    },
    list.hasNextPage,
    list.data?.pages.length ?? 0,
  );
  if (list.isPending) return <Spinner />;
  const users = list.data?.pages.flat() ?? [];
  if (!users.length) return <p className="py-8 text-center">{i18n._(emptyText[direction])}</p>;
  return (
    <div>
      {users.map((user) => (
        <UserRow key={user._id} user={user} action={<FollowButton user={user} size="small" />} />
      ))}
      <div ref={sentinel} aria-hidden />
      {list.isFetchingNextPage ? <Spinner label={i18n._('Loading more')} /> : null}
    </div>
  );
}

export default function FollowerListScreen() {
  const { username = '' } = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const profile = useProfile(username);
  useEffect(() => {
    if (profile.error) showError(i18n._('Could not retrieve user information.'));
  }, [profile.error]);

  return (
    <div className="mx-auto max-w-xl">
      <div className="mb-4 flex items-center gap-2">
        <button type="button" className={buttonStyles.icon} aria-label={i18n._('Back')} onClick={() => navigate(-1)}>
          <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden />
        </button>
        <h1 className="text-xl font-bold">@{username}</h1>
      </div>
      {profile.isPending ? <Spinner /> : null}
      {profile.data ? (
        <Tabs defaultValue={search.get('tab') === 'following' ? 'following' : 'followers'}>
          <TabRow
            label={i18n._('Connections')}
            tabs={[
              { value: 'followers', label: i18n._('Followers') },
              { value: 'following', label: i18n._('Following') },
            ]}
          />
          <TabPanel value="followers">
            <FollowList userId={profile.data._id} direction="followers" />
          </TabPanel>
          <TabPanel value="following">
            <FollowList userId={profile.data._id} direction="following" />
          </TabPanel>
        </Tabs>
      ) : null}
    </div>
  );
}
