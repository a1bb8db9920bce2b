export const tabClass =
  'flex-1 border-b-2 border-transparent pb-3 text-center font-semibold text-zinc-500 data-[state=active]:border-current data-[state=active]:text-zinc-950 dark:text-zinc-400 dark:data-[state=active]:text-white';

export const subTabClass =
  'rounded-full px-3 py-1 text-sm font-semibold text-zinc-600 data-[state=active]:bg-zinc-900 data-[state=active]:text-white dark:text-zinc-400 dark:data-[state=active]:bg-zinc-100 dark:data-[state=active]:text-zinc-900';
