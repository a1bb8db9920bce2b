import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as japanese } from '../../../locales/ja.po';
import { systemText } from './system-text';

afterEach(() => i18n.activate('en'));

describe('systemText', () => {
  it('words a group line from its names, in English exactly as the server does', () => {
    expect(systemText({ text: 'x', system: 'added', systemParams: { actor: 'maya', subject: 'leo' } })).toBe(
      'maya added leo',
    );
    expect(systemText({ text: 'x', system: 'created', systemParams: { actor: null, group: 'Book club' } })).toBe(
      'Someone created the group “Book club”',
    );
    expect(systemText({ text: 'x', system: 'added', systemParams: { actor: 'maya', subject: null } })).toBe(
      'maya added someone',
    );
  });

  it('speaks the reader language, and keeps the text of a line without names or of a plain message', () => {
    i18n.load('ja', japanese);
    i18n.activate('ja');
    expect(systemText({ text: 'x', system: 'left', systemParams: { actor: 'maya' } })).toBe('maya さんが退出しました');
    expect(systemText({ text: 'maya left', system: 'left' })).toBe('maya left');
    expect(systemText({ text: 'hello' })).toBe('hello');
  });
});
