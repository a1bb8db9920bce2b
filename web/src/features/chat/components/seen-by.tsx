import { i18n } from '@lingui/core';
import { UserAvatar } from '../../../components/user-avatar';
import type { Participant } from '../types';

/** Under a group's last message: the members who have seen it. */
export function SeenBy({ people }: { people: Participant[] }) {
  if (people.length === 0) return null;
  const names = people.map((p) => p.username || i18n._('Someone')).join(', ');
  return (
    <li
      className="flex justify-end gap-0.5"
      data-testid="seen-by"
      aria-label={i18n._('Seen by {names}', { names })}
      title={i18n._('Seen by {names}', { names })}
    >
      {people.map((person) => (
        <UserAvatar key={person._id} src={person.profilePic} name="" size="xs" />
      ))}
    </li>
  );
}
