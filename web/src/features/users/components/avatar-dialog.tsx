import { Modal } from '../../../components/modal';
import type { UserProfile } from '../types';

/** A person's picture, large, in a dialog: loaded when first opened from their profile card. */
export function AvatarDialog({
  user,
  open,
  onOpenChange,
}: {
  user: UserProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={user.name}>
      <img
        src={user.profilePic || '/default-avatar.svg'}
        alt={user.username}
        className="aspect-square w-full rounded-lg object-cover"
      />
    </Modal>
  );
}
