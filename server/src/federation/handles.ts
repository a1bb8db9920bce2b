/** `name@host` (a leading `@` allowed): a person on another server. */
const HANDLE = /^@?([A-Za-z0-9_.-]{1,64})@([A-Za-z0-9.-]{1,253}(?::\d{1,5})?)$/;

export function parseHandle(text: string): { name: string; host: string } | undefined {
  const match = HANDLE.exec(text.trim());
  return match?.[1] && match[2] ? { name: match[1], host: match[2].toLowerCase() } : undefined;
}
