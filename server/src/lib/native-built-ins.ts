/**
 * Fedify loads jsonld's browser bundle, which carries core-js. On Node 20 core-js finds spec gaps in
 * `Array.prototype.push` (lengths past 2^32 − 1), `JSON.stringify` (`JSON.rawJSON`) and
 * `Function.prototype.toString`, and replaces them for the whole process with JavaScript versions: every
 * push and every JSON answer got three to five times slower, and `JSON.stringify` of a deeply nested value
 * overflowed the stack. Node 22 and later pass its checks and are left alone. None of those gaps matter to
 * us or to jsonld, so the natives, captured here before anything loads Fedify, are put back once the app's
 * modules are loaded (`buildApp`). Imported first by `app.ts` and by the server tests' set-up.
 */
const stringify = JSON.stringify;
const push = Array.prototype.push;
const functionToString = Function.prototype.toString;

export function restoreNativeBuiltIns(): void {
  keep(JSON, 'stringify', stringify);
  keep(Array.prototype, 'push', push);
  keep(Function.prototype, 'toString', functionToString);
}

function keep<T extends object, K extends keyof T>(owner: T, name: K, native: T[K]): void {
  if (owner[name] !== native) Object.defineProperty(owner, name, { value: native, writable: true, configurable: true });
}
