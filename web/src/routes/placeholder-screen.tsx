/** Stands in for a screen that part 2 of the web app builds (chat, video, notifications, stories). */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">Coming soon.</p>
    </section>
  );
}
