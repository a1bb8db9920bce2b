import { i18n } from '@lingui/core';
import Bowser from 'bowser';

/**
 * "Chrome on Android" from a session's user agent (bowser, a maintained parser); the agent as sent when it
 * names no browser we know, and "Unknown device" when there is none.
 */
export function deviceName(userAgent: string): string {
  if (!userAgent) return i18n._('Unknown device');
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return userAgent;
  return os.name ? i18n._('{browser} on {system}', { browser: browser.name, system: os.name }) : browser.name;
}
