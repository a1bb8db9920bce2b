/** The row of underlined tabs (Radix `Tabs.List`) on profiles, follower lists, search and moderation. */
export const tabListClass = 'flex border-b border-zinc-200 dark:border-zinc-800';

/** One tab of that row (Radix `Tabs.Trigger`): the selected one underlined and darker. */
export const tabClass =
  'flex-1 border-b-2 border-transparent pb-3 text-center font-semibold text-zinc-500 data-[state=active]:border-current data-[state=active]:text-zinc-950 dark:text-zinc-400 dark:data-[state=active]:text-white';
