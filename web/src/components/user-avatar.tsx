import { useState } from 'react';

const DEFAULT_AVATAR = '/default-avatar.svg';

const sizes = { xs: 'size-6', sm: 'size-8', md: 'size-12', lg: 'size-24' } as const;

/** A fixed-size round picture (its box never shifts the layout), falling back to the default avatar. */
export function UserAvatar({
  src,
  name,
  size = 'md',
}: {
  src?: string | null;
  name: string;
  size?: keyof typeof sizes;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={src && !failed ? src : DEFAULT_AVATAR}
      alt={name}
      onError={() => setFailed(true)}
      className={`${sizes[size]} shrink-0 rounded-full bg-zinc-300 object-cover dark:bg-zinc-700`}
      loading="lazy"
    />
  );
}
