/** The server's post limits (server/src/posts/validation.ts), counted in code points like it does. */
export const MAX_POST_CHARS = 500;
export const MAX_IMG_ALT_CHARS = 1000;
export const MAX_SPOILER_CHARS = 100;
