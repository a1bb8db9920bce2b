/** A rounded tab among a few small ones (the reports queue's Open / Resolved). */
export const pillTabClass =
  'rounded-full px-3 py-1 text-sm font-semibold text-zinc-600 data-[state=active]:bg-zinc-900 data-[state=active]:text-white dark:text-zinc-400 dark:data-[state=active]:bg-zinc-100 dark:data-[state=active]:text-zinc-900';
