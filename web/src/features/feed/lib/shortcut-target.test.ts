import { afterEach, describe, expect, test } from 'vitest';
import { shortcutOf } from './shortcut-target';

function press(key: string, target: HTMLElement, init: KeyboardEventInit = {}): KeyboardEvent {
  let seen: KeyboardEvent | undefined;
  target.addEventListener('keydown', (event) => (seen = event), { once: true });
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  if (!seen) throw new Error('no event');
  return seen;
}

describe('feed shortcuts', () => {
  afterEach(() => document.body.replaceChildren());

  test('each shortcut key on the page is a shortcut, other keys are not', () => {
    for (const key of ['j', 'k', 'l', 'r', 'n', '?']) expect(shortcutOf(press(key, document.body))).toBe(key);
    expect(shortcutOf(press('x', document.body))).toBeNull();
    expect(shortcutOf(press('J', document.body, { shiftKey: true }))).toBeNull();
  });

  test('never while typing in an input, a textarea or editable text', () => {
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.append(inside);
    document.body.append(input, area, editable);
    for (const target of [input, area, editable, inside]) expect(shortcutOf(press('j', target))).toBeNull();
  });

  test('never with a modifier key or while a dialog is open', () => {
    for (const modifier of ['ctrlKey', 'metaKey', 'altKey']) {
      expect(shortcutOf(press('l', document.body, { [modifier]: true }))).toBeNull();
    }
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    expect(shortcutOf(press('n', document.body))).toBeNull();
  });
});
