import { i18n } from '@lingui/core';

/** A group's system line as the server sends it: the English `text`, and (issue 32) the names to word it from. */
interface SystemLine {
  text: string;
  system?: 'created' | 'added' | 'left' | 'renamed';
  systemParams?: { actor?: string | null; subject?: string | null; group?: string };
}

/**
 * "maya added leo", in the reader's language when the server sent the names (`systemParams`); its English
 * `text` otherwise. A name no longer there reads "Someone" ("someone" as the one added).
 */
export function systemText(message: SystemLine): string {
  const params = message.systemParams;
  if (!message.system || !params) return message.text;
  const actor = params.actor ?? i18n._('Someone');
  switch (message.system) {
    case 'created':
      return i18n._('{actor} created the group “{group}”', { actor, group: params.group ?? '' });
    case 'added':
      return i18n._('{actor} added {subject}', { actor, subject: params.subject ?? i18n._('someone') });
    case 'left':
      return i18n._('{actor} left', { actor });
    case 'renamed':
      return i18n._('{actor} renamed the group “{group}”', { actor, group: params.group ?? '' });
  }
}
