import { i18n } from '@lingui/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { buttonStyles, inputStyles, labelStyles } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { useAccountLinks, useMoveAccount, useSetAliases } from '../api/account-moves';

/** Accounts on other servers that are also yours, one a line: the form's text from the saved list. */
const linesOf = (aliases: { username: string }[]) => aliases.map((alias) => `@${alias.username}`).join('\n');

/**
 * "Move to another server": the aliases (accounts elsewhere that are also yours, so one may move here), and
 * the move itself, password asked again and a last question before it is sent. Once moved, it says where.
 */
export function MoveAccountSection() {
  const links = useAccountLinks();
  const setAliases = useSetAliases();
  const move = useMoveAccount();
  const [aliases, setAliasText] = useState('');
  const [target, setTarget] = useState('');
  const [password, setPassword] = useState('');
  const ask = useRef<HTMLButtonElement>(null);
  const saved = links.data?.aliases;

  useEffect(() => {
    if (saved) setAliasText(linesOf(saved));
  }, [saved]);

  const saveAliases = (event: FormEvent) => {
    event.preventDefault();
    if (setAliases.isPending) return;
    setAliases.mutate(
      aliases
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    );
  };
  const submitMove = (event: FormEvent) => {
    event.preventDefault();
    if (target && password && !move.isPending) ask.current?.click();
  };
  const moveForGood = () => {
    if (!target || !password || move.isPending) return;
    move.mutate({ target: target.trim(), password });
  };
  const movedTo = links.data?.movedTo;

  return (
    <section aria-labelledby="move-heading" className="space-y-4">
      <h2 id="move-heading" className="text-lg font-semibold">
        {i18n._('Move to another server')}
      </h2>
      <form onSubmit={saveAliases} className="space-y-2" aria-label={i18n._('Aliases')}>
        <label htmlFor="aliases" className={labelStyles}>
          {i18n._('Aliases')}
        </label>
        <p id="aliases-hint" className="text-sm text-gray-600 dark:text-gray-400">
          {i18n._(
            'Accounts on other servers that are also yours, one per line (@name@server). List an account here before it moves to this one.',
          )}
        </p>
        <textarea
          id="aliases"
          aria-describedby="aliases-hint"
          className={inputStyles}
          rows={3}
          dir="ltr"
          value={aliases}
          onChange={(event) => setAliasText(event.target.value)}
        />
        <button type="submit" className={buttonStyles.secondary} disabled={setAliases.isPending}>
          {i18n._('Save aliases')}
        </button>
      </form>
      {movedTo ? (
        <p role="status">{i18n._('This account has moved to @{handle}.', { handle: movedTo.username })}</p>
      ) : (
        <form onSubmit={submitMove} className="space-y-3" aria-label={i18n._('Move to another server')}>
          <p>
            {i18n._(
              'First add this account as an alias on the new one. Your followers are then moved there, and this account can no longer post, like or follow.',
            )}
          </p>
          <TextField
            label={i18n._('New account (@name@server)')}
            dir="ltr"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
          <PasswordField
            label={i18n._('Password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <ConfirmDialog
            trigger={
              <button
                ref={ask}
                type="button"
                className={buttonStyles.danger}
                disabled={!target || !password || move.isPending}
              >
                {i18n._('Move account')}
              </button>
            }
            title={i18n._('Move your account?')}
            description={i18n._('Your followers will follow the new account, and this one stops taking new posts.')}
            confirmLabel={i18n._('Move account')}
            onConfirm={moveForGood}
          />
        </form>
      )}
    </section>
  );
}
