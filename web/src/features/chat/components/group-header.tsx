import { i18n } from '@lingui/core';
import { MAX_GROUP_NAME_CHARS } from '@threads/contract';
import { LogOut, Pencil, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { UserAvatar } from '../../../components/user-avatar';
import { addGroupMember, leaveGroup, renameGroup, useChangeGroup } from '../api/change-group';
import type { Participant } from '../types';
import { PeoplePicker } from './people-picker';

/** A group's name and members, with Add people, Rename and Leave group. */
export function GroupHeader({
  groupId,
  name,
  members,
  myId,
  onLeft,
}: {
  groupId: string;
  name: string;
  members: Participant[];
  myId: string;
  onLeft: () => void;
}) {
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [newName, setNewName] = useState(name);
  const add = useChangeGroup((userId: string) => addGroupMember(groupId, userId));
  const rename = useChangeGroup((next: string) => renameGroup(groupId, next));
  const leave = useChangeGroup(() => leaveGroup(groupId));

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    const next = newName.trim();
    if (!next || rename.isPending) return;
    rename.mutate(next, { onSuccess: () => setRenaming(false) });
  };

  return (
    <div className="flex items-center gap-3 border-b border-zinc-200 p-3 dark:border-zinc-800">
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">{name}</h2>
        <ul className="flex items-center gap-1 text-xs text-zinc-600 dark:text-zinc-400" aria-label={i18n._('Members')}>
          {members.map((member) => (
            <li key={member._id} className="flex items-center gap-1" title={member.username}>
              <UserAvatar src={member.profilePic} name="" size="xs" />
              <span className="max-sm:sr-only">{member.username}</span>
            </li>
          ))}
          <li className="sr-only">{i18n._('and you')}</li>
        </ul>
      </div>
      <button
        type="button"
        className={buttonStyles.icon}
        aria-label={i18n._('Add people')}
        title={i18n._('Add people')}
        onClick={() => setAdding(true)}
      >
        <UserPlus className="size-5" aria-hidden />
      </button>
      <button
        type="button"
        className={buttonStyles.icon}
        aria-label={i18n._('Rename group')}
        title={i18n._('Rename group')}
        onClick={() => {
          setNewName(name);
          setRenaming(true);
        }}
      >
        <Pencil className="size-5" aria-hidden />
      </button>
      <ConfirmDialog
        trigger={
          <button
            type="button"
            className={buttonStyles.icon}
            aria-label={i18n._('Leave group')}
            title={i18n._('Leave group')}
          >
            <LogOut className="size-5" aria-hidden />
          </button>
        }
        title={i18n._('Leave {name}?', { name })}
        description={i18n._('You will no longer see its messages.')}
        confirmLabel={i18n._('Leave group')}
        onConfirm={() => leave.mutate(undefined, { onSuccess: onLeft })}
      />
      <Modal open={adding} onOpenChange={setAdding} title={i18n._('Add people')}>
        <PeoplePicker
          exclude={[myId, ...members.map((m) => m._id)]}
          onPick={(person) => add.mutate(person._id, { onSuccess: () => setAdding(false) })}
        />
      </Modal>
      <Modal open={renaming} onOpenChange={setRenaming} title={i18n._('Rename group')}>
        <form onSubmit={submitName} className="space-y-4">
          <input
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
            maxLength={MAX_GROUP_NAME_CHARS}
            aria-label={i18n._('Group name')}
            className={inputStyles}
          />
          <div className="flex justify-end">
            <button type="submit" className={buttonStyles.primary} disabled={!newName.trim() || rename.isPending}>
              {i18n._('Save')}
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
