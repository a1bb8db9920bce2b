export interface DatasetSizes {
  users: number;
  posts: number;
  follows: number;
}

export const FULL_SIZES: DatasetSizes = { users: 100_000, posts: 1_000_000, follows: 5_000_000 };
export const QUICK_SIZES: DatasetSizes = { users: 10_000, posts: 100_000, follows: 500_000 };

/**
 * The cost-growth comparison dataset: the same shape (posts and follows per user) at a hundredth of
 * the size, so a feed page reads the same number of authors and posts and only the history differs.
 */
export function smallSibling(sizes: DatasetSizes): DatasetSizes {
  return {
    users: Math.max(10, Math.round(sizes.users / 100)),
    posts: Math.max(100, Math.round(sizes.posts / 100)),
    follows: Math.max(10, Math.round(sizes.follows / 100)),
  };
}

export const sizesLabel = (s: DatasetSizes) => `u${s.users}-p${s.posts}-f${s.follows}`;

export const describeSizes = (s: DatasetSizes) =>
  `${s.users.toLocaleString('en')} users / ${s.posts.toLocaleString('en')} posts / ${s.follows.toLocaleString('en')} follows`;
