import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ListedUser, SafetySubject } from '../types';

/** Puts the person on (or takes them off) my cached list of blocked or muted accounts. */
export function setListed(queryClient: QueryClient, key: QueryKey, subject: SafetySubject, listed: boolean): void {
  queryClient.setQueryData<ListedUser[]>(key, (list) => {
    if (!list) return list;
    const others = list.filter((user) => user._id !== subject._id);
    if (!listed) return others;
    const entry = list.find((user) => user._id === subject._id) ?? {
      _id: subject._id,
      username: subject.username,
      name: subject.name ?? subject.username,
      profilePic: subject.profilePic ?? '',
      bio: '',
      followers: [],
    };
    return [entry, ...others];
  });
}

export const isListed = (list: ListedUser[] | undefined, userId: string) =>
  Boolean(list?.some((user) => user._id === userId));
