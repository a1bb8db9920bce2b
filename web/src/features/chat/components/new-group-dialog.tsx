import { i18n } from '@lingui/core';
import { MAX_GROUP_MEMBERS, MAX_GROUP_NAME_CHARS, MIN_GROUP_OTHERS } from '@threads/contract';
import { Users, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { useCreateGroup } from '../api/create-group';
import type { Conversation, Participant } from '../types';
import { PeoplePicker } from './people-picker';

/** The server's rules, checked here first so the button says what is missing. */
const MAX_OTHERS = MAX_GROUP_MEMBERS - 1;

/** "New group": pick 2 to 49 people with the user search, name the group, create it and open it. */
export function NewGroupButton({ myId, onCreated }: { myId: string; onCreated: (group: Conversation) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [people, setPeople] = useState<Participant[]>([]);
  const create = useCreateGroup();
  const ready = name.trim().length > 0 && people.length >= MIN_GROUP_OTHERS && people.length <= MAX_OTHERS;

  const close = (next: boolean) => {
    setOpen(next);
    if (next) return;
    setName('');
    setPeople([]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || create.isPending) return;
    create.mutate(
      { name: name.trim(), participantIds: people.map((p) => p._id) },
      {
        onSuccess: (group) => {
          close(false);
          onCreated(group);
        },
      },
    );
  };

  return (
    <>
      <button type="button" className={buttonStyles.ghost} onClick={() => setOpen(true)}>
        <Users className="size-4" aria-hidden />
        {i18n._('New group')}
      </button>
      <Modal open={open} onOpenChange={close} title={i18n._('New group')}>
        <form onSubmit={submit} className="space-y-4">
          <label className="block space-y-1">
            <span className="text-sm font-medium">{i18n._('Group name')}</span>
            <input
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={MAX_GROUP_NAME_CHARS}
              className={inputStyles}
            />
          </label>
          <div className="space-y-2">
            <p className="text-sm font-medium">{i18n._('People ({count})', { count: people.length })}</p>
            {people.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label={i18n._('People in the group')}>
                {people.map((person) => (
                  <li
                    key={person._id}
                    className="flex items-center gap-1 rounded-full bg-zinc-200 py-1 pe-1 ps-3 text-sm dark:bg-zinc-800"
                  >
                    {person.username}
                    <button
                      type="button"
                      aria-label={i18n._('Remove {username}', { username: person.username })}
                      onClick={() => setPeople((old) => old.filter((p) => p._id !== person._id))}
                      className="rounded-full p-1 hover:bg-zinc-300 dark:hover:bg-zinc-700"
                    >
                      <X className="size-3" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {people.length < MAX_OTHERS ? (
              <PeoplePicker
                exclude={[myId, ...people.map((p) => p._id)]}
                onPick={(person) => setPeople((old) => [...old, person])}
              />
            ) : null}
          </div>
          <div className="flex items-center justify-end gap-3">
            {people.length < MIN_GROUP_OTHERS ? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{i18n._('Pick at least 2 people')}</p>
            ) : null}
            <button type="submit" className={buttonStyles.primary} disabled={!ready || create.isPending}>
              {create.isPending ? i18n._('Creating…') : i18n._('Create group')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
