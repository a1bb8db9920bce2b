import { Tabs } from 'radix-ui';
import { useParams } from 'react-router';
import { Spinner } from '../components/spinner';
import { useUserPosts } from '../features/posts/api/get-user-posts';
import { useUserReplies } from '../features/posts/api/get-user-replies';
import { PostList } from '../features/posts/components/post-list';
import { useProfile } from '../features/users/api/get-profile';
import { ProfileCard } from '../features/users/components/profile-card';
import { useErrorToast } from '../lib/use-error-toast';

const tabClass =
  'flex-1 border-b-2 border-transparent pb-3 text-center font-semibold text-zinc-500 data-[state=active]:border-current data-[state=active]:text-zinc-950 dark:text-zinc-400 dark:data-[state=active]:text-white';

function UserPosts({ username }: { username: string }) {
  const posts = useUserPosts(username, true);
  useErrorToast(posts.error);
  if (posts.isPending) return <Spinner label="Loading posts" />;
  if (!posts.data?.length) return <p className="py-8 text-center">This user hasn't posted anything yet.</p>;
  return <PostList posts={posts.data} />;
}

function UserReplies({ username }: { username: string }) {
  const replies = useUserReplies(username, true);
  useErrorToast(replies.error);
  if (replies.isPending) return <Spinner label="Loading replies" />;
  if (!replies.data?.length) return <p className="py-8 text-center">This user hasn't replied to anything yet.</p>;
  return <PostList posts={replies.data} />;
}

export default function ProfileScreen() {
  const { username = '' } = useParams();
  const profile = useProfile(username);
  useErrorToast(profile.error);

  if (profile.isPending) return <Spinner />;
  if (!profile.data || profile.data.isFrozen) {
    return <h1 className="py-16 text-center text-2xl font-bold">Oops! User not found.</h1>;
  }
  return (
    <div className="mx-auto max-w-xl">
      <ProfileCard user={profile.data} />
      <Tabs.Root defaultValue="threads" className="mt-6">
        <Tabs.List aria-label="Profile content" className="flex border-b border-zinc-200 dark:border-zinc-800">
          <Tabs.Trigger value="threads" className={tabClass}>
            Threads
          </Tabs.Trigger>
          <Tabs.Trigger value="replies" className={tabClass}>
            Replies
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="threads">
          <UserPosts username={profile.data.username} />
        </Tabs.Content>
        <Tabs.Content value="replies">
          <UserReplies username={profile.data.username} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
