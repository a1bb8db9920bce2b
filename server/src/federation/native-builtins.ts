/*
 * jsonld (Fedify's JSON-LD processor) ships core-js in its ES module build, and evaluating it replaces built-ins the
 * whole process uses with JavaScript ones on Node 20: `Array.prototype.push` (core-js finds V8's wrong at 2^32
 * lengths), `JSON.stringify` (Node 20 has no `JSON.rawJSON`), Set and iterator methods. They are slower than V8's
 * on every request, and deeper on the stack: JSON.stringify's nesting limit fell from ~4,100 levels to ~2,200. So
 * Fedify's modules load through `loadKeepingBuiltins`, which puts back what the process started with.
 */

type Builtin = readonly [target: object, key: PropertyKey, descriptor: PropertyDescriptor];

const iteratorPrototype: object = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));

/** The objects whose properties core-js replaces. */
const TARGETS: readonly object[] = [JSON, Array.prototype, ArrayBuffer.prototype, Set.prototype, iteratorPrototype];

/** Every own property of the targets as V8 gave it, taken when this module is first evaluated (at start). */
const builtins: readonly Builtin[] = TARGETS.flatMap((target) =>
  Reflect.ownKeys(target).flatMap((key): Builtin[] => {
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    return descriptor ? [[target, key, descriptor]] : [];
  }),
);

function restoreBuiltins(): void {
  for (const [target, key, descriptor] of builtins) {
    const now = Object.getOwnPropertyDescriptor(target, key);
    if (now?.value !== descriptor.value || now?.get !== descriptor.get || now?.set !== descriptor.set)
      Object.defineProperty(target, key, descriptor);
  }
}

/** A module that imports Fedify, loaded without letting it replace the process's built-ins. */
export async function loadKeepingBuiltins<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } finally {
    restoreBuiltins();
  }
}
