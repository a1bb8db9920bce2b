import { phrases } from '../lib/i18n/phrases.js';

/**
 * The words of a page's head that are not a person's own (`share/page-language.ts`): the app's description
 * (the same as web/index.html's) and a person's line in a link preview.
 */
export const pageTexts = phrases({
  PAGE_APP_DESCRIPTION: 'Posts, stories, short videos and chat with the people you follow.',
  PAGE_PERSON_ON_APP: '{person} on {app}',
});
