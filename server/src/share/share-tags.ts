import { APP_NAME, firstWords, personLabel, postTitle, profileTitle, shownPost } from '@threads/contract';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { Locale } from '../lib/i18n/locales.js';
import { withParams } from '../lib/i18n/phrases.js';
import { say } from '../lib/i18n/translate.js';
import { getPost } from '../posts/service.js';
import { findVisibleUser } from '../visibility/index.js';
import { pageTexts } from './messages.js';

/** What a link preview shows for a page: Open Graph and Twitter card tags, and the page's own title. */
export interface ShareTags {
  title: string;
  /** The preview's headline; the page title without the app's name, or the author for a post. */
  headline: string;
  description: string;
  /** A path (`/media/…`) or an absolute URL (S3_PUBLIC_URL); the page renderer makes it absolute. */
  image: string;
  type: 'profile' | 'article';
  largeImage: boolean;
}

const DESCRIPTION_MAX_CHARS = 200;
/** When a post has no picture and its author no avatar. */
export const FALLBACK_SHARE_IMAGE = '/icons/icon-512.png';

/** "Maya (@maya) on Threads", in the page's language. */
const onApp = (person: { name: string; username: string }, locale: Locale) =>
  say(withParams(pageTexts.PAGE_PERSON_ON_APP, { person: personLabel(person), app: APP_NAME }), locale);

const PROFILE_PATH = /^\/([^/]+)$/;
const POST_PATH = /^\/([^/]+)\/post\/([^/]+)$/;

/**
 * The share tags of a profile (`/maya`) or post (`/maya/post/<id>`) page, as the viewer (null: a visitor,
 * such as a link-preview fetcher) may see it; null for any other page, and for anything the visibility
 * policy hides from the viewer (frozen, suspended, deleted, a block), so none of it leaks into the page.
 */
export async function shareTagsFor(
  ctx: AppContext,
  pathname: string,
  viewerId: string | null,
  locale: Locale = 'en',
): Promise<ShareTags | null> {
  try {
    const post = POST_PATH.exec(pathname);
    if (post?.[2]) return await postTags(ctx, viewerId, decodeURIComponent(post[2]), locale);
    const profile = PROFILE_PATH.exec(pathname);
    if (profile?.[1]) return await profileTags(ctx, viewerId, decodeURIComponent(profile[1]), locale);
    return null;
  } catch (error) {
    // A hidden or unknown person or post: the page goes out without a preview.
    if (error instanceof AppError) return null;
    throw error;
  }
}

async function profileTags(
  ctx: AppContext,
  viewerId: string | null,
  username: string,
  locale: Locale,
): Promise<ShareTags> {
  const { user } = await findVisibleUser(ctx, viewerId, username);
  const person = { name: user.name, username: user.username };
  return {
    title: profileTitle(person),
    headline: personLabel(person),
    description: firstWords(user.bio, DESCRIPTION_MAX_CHARS) || onApp(person, locale),
    image: user.profile_pic || FALLBACK_SHARE_IMAGE,
    type: 'profile',
    largeImage: false,
  };
}

async function postTags(ctx: AppContext, viewerId: string | null, postId: string, locale: Locale): Promise<ShareTags> {
  const found = await getPost(ctx, viewerId, postId);
  // The policy already emptied `repostOf` if what it reposts is hidden from the viewer.
  const post = shownPost(found);
  const author = post.postedBy;
  const headline = onApp(author, locale);
  const picture = post.img ?? post.posterUrl;
  return {
    title: postTitle(found),
    headline,
    description: firstWords(post.text, DESCRIPTION_MAX_CHARS) || headline,
    image: picture ?? (author.profilePic || FALLBACK_SHARE_IMAGE),
    type: 'article',
    largeImage: Boolean(picture),
  };
}
