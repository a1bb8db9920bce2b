const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-zinc-900 text-white hover:bg-zinc-700 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-zinc-300`,
  secondary: `${base} bg-zinc-200 text-zinc-900 hover:bg-zinc-300 dark:bg-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-700`,
  danger: `${base} bg-red-700 text-white hover:bg-red-600`,
  ghost: `${base} hover:bg-zinc-100 dark:hover:bg-zinc-800`,
  icon: 'inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-60 dark:hover:bg-zinc-800',
};

export const inputStyles =
  'w-full rounded-md border border-zinc-400 bg-transparent px-3 py-2 text-sm placeholder:text-zinc-600 focus:border-sky-500 focus:outline-none aria-invalid:border-red-600 dark:border-zinc-600 dark:placeholder:text-zinc-400 dark:aria-invalid:border-red-400';

export const labelStyles = 'mb-1 block text-sm font-medium';

/** Added to a button (with `aria-busy`) while the dialog or menu it opens is still loading. */
export const pendingStyles = 'cursor-progress opacity-60';
