const CATEGORIES = ['Funny', 'Education', 'Lust', 'Poetry'];

/** SPEC §2 shows these without an action; they only look like filters. */
export function CategoryButtons() {
  return (
    <fieldset className="flex gap-2 overflow-x-auto">
      <legend className="sr-only">Categories</legend>
      {CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          className="shrink-0 rounded-full bg-black/50 px-3 py-1 text-sm font-semibold text-white backdrop-blur hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-sky-400"
        >
          {category}
        </button>
      ))}
    </fieldset>
  );
}
