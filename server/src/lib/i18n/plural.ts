const PLURAL_START = /\{(\w+),\s*plural,/g;

/** The text between a `{` at `open` and its matching `}`, and where that `}` is. */
function braced(text: string, open: number): { inner: string; end: number } | undefined {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return { inner: text.slice(open + 1, i), end: i };
  }
  return undefined;
}

/** `=0 {…} one {…} other {…}` as selector → text. */
function branches(body: string): Map<string, string> {
  const found = new Map<string, string>();
  let at = 0;
  for (;;) {
    const selector = /\s*(=\d+|\w+)\s*/y;
    selector.lastIndex = at;
    const match = selector.exec(body);
    if (!match?.[1] || body[selector.lastIndex] !== '{') return found;
    const branch = braced(body, selector.lastIndex);
    if (!branch) return found;
    found.set(match[1], branch.inner);
    at = branch.end + 1;
  }
}

/**
 * ICU plurals chosen by the language's rules, the count written for `#`:
 * `{others, plural, =0 {…} one {… # other …} other {… # others …}}`; the `{name}` placeholders inside
 * are left for `fill`. A malformed block is left as written.
 */
export function choosePlurals(
  template: string,
  params: Readonly<Record<string, string | number>>,
  locale: string,
): string {
  let out = '';
  let from = 0;
  for (const match of template.matchAll(PLURAL_START)) {
    if (match.index < from) continue;
    const block = braced(template, match.index);
    if (!block) break;
    const count = Number(params[match[1] ?? '']);
    const options = branches(block.inner.slice(match[0].length - 1));
    const rule = Number.isFinite(count) ? new Intl.PluralRules(locale).select(count) : 'other';
    const chosen = options.get(`=${count}`) ?? options.get(rule) ?? options.get('other');
    out +=
      template.slice(from, match.index) +
      (chosen ?? template.slice(match.index, block.end + 1)).replace(/#/g, String(count));
    from = block.end + 1;
  }
  return out + template.slice(from);
}
