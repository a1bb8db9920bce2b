/**
 * The home feed's story strip ('Share Feeling' plus one circle per user with stories) lands with
 * part 2 of the web app; until then its place on the page is kept empty.
 */
export function StoryStrip() {
  return <section aria-label="Stories" data-testid="story-strip" />;
}
