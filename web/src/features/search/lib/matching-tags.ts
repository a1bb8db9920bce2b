import { isTag, normalizeTag } from '@threads/contract';

export interface TagMatch {
  tag: string;
  /** Posts with the tag in the last day, when it is trending. */
  posts?: number;
}

/**
 * The tags a query finds among the trending ones (by the start of their name, `#` or not); a `#tag` query also
 * offers its own tag first, trending or not.
 */
export function matchingTags(query: string, trending: readonly TagMatch[]): TagMatch[] {
  const typed = query.trim();
  const word = normalizeTag(typed.replace(/^#/, ''));
  if (!word) return [];
  const matches = trending.filter((candidate) => candidate.tag.startsWith(word));
  const offerTyped = typed.startsWith('#') && isTag(word);
  const rest = matches.filter((candidate) => candidate.tag !== word);
  const exact = matches.find((candidate) => candidate.tag === word);
  if (exact) return [exact, ...rest];
  return offerTyped ? [{ tag: word }, ...rest] : rest;
}

/** A query that is a tag (`#cats`): people are not searched for it. */
export const isTagQuery = (query: string) => query.trim().startsWith('#');
