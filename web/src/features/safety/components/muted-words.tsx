import { i18n } from '@lingui/core';
import { MAX_MUTED_WORD_CHARS, MAX_MUTED_WORDS } from '@threads/contract';
import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useMutedWords } from '../api/get-muted-words';
import { useUpdateMutedWords } from '../api/update-muted-words';
import { mutedWordProblem } from '../lib/muted-words';
import { SettingsPage } from './settings-page';

export function MutedWords() {
  const words = useMutedWords();
  const update = useUpdateMutedWords();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  useErrorToast(words.error);
  const current = words.data?.words ?? [];

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const found = mutedWordProblem(draft, current);
    setProblem(found ?? undefined);
    if (found) return;
    const word = draft.trim();
    update.mutate(
      { words: [...current, word], success: i18n._('Muted "{word}"', { word }) },
      { onSuccess: () => setDraft('') },
    );
  };

  const remove = (word: string) => {
    if (update.isPending) return;
    update.mutate({ words: current.filter((w) => w !== word), success: i18n._('Unmuted "{word}"', { word }) });
  };

  return (
    <SettingsPage
      title={i18n._('Muted words')}
      intro={i18n._(
        'Posts containing these words, as whole words in any letter case, stay out of your feeds, tags and search results.',
      )}
    >
      {words.isPending ? (
        <Spinner label={i18n._('Loading muted words')} />
      ) : words.isError ? (
        <LoadFailed
          message={i18n._("Couldn't load your muted words")}
          error={words.error}
          onRetry={() => void words.refetch()}
        />
      ) : (
        <>
          <form onSubmit={add} className="flex items-end gap-2">
            <div className="flex-1">
              <TextField
                label={i18n._('Word or phrase to mute')}
                value={draft}
                maxLength={MAX_MUTED_WORD_CHARS}
                error={problem}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setProblem(undefined);
                }}
              />
            </div>
            <button
              type="submit"
              className={`${buttonStyles.primary} ${problem ? 'mb-7' : ''}`}
              disabled={update.isPending || current.length >= MAX_MUTED_WORDS}
            >
              {i18n._('Add')}
            </button>
          </form>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {i18n._('{count}/{max} words', { count: current.length, max: MAX_MUTED_WORDS })}
          </p>
          {current.length === 0 ? (
            <p className="py-8 text-center">{i18n._("You haven't muted any words.")}</p>
          ) : (
            <ul aria-label={i18n._('Muted words')} className="flex flex-wrap gap-2">
              {current.map((word) => (
                <li
                  key={word}
                  className="flex items-center gap-1 rounded-full bg-zinc-200 py-1 pe-1 ps-3 text-sm dark:bg-zinc-800"
                >
                  <span className="break-all">{word}</span>
                  <button
                    type="button"
                    className="inline-flex size-7 items-center justify-center rounded-full hover:bg-zinc-300 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-zinc-700"
                    aria-label={i18n._('Remove {word}', { word })}
                    disabled={update.isPending}
                    onClick={() => remove(word)}
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SettingsPage>
  );
}
