/** The items of `incoming` that `current` does not already hold: pages and live pushes can overlap. */
export function notYetShown<T extends { _id: string }>(incoming: T[], current: T[]): T[] {
  const known = new Set(current.map((item) => item._id));
  return incoming.filter((item) => !known.has(item._id));
}
