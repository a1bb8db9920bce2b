type ParamValue = string | number | boolean | null | undefined;

export interface UrlParams {
  path?: Record<string, ParamValue>;
  query?: Record<string, ParamValue>;
}

const given = (value: ParamValue): value is string | number | boolean => value !== undefined && value !== null;

/**
 * `/api/posts/{id}` with `{ path: { id } }` → `/api/posts/<id, encoded>`, then the query parameters that have a
 * value, in the order given; no `?` without one, so a path matches the page's first answers exactly.
 */
export function buildUrl(template: string, params: UrlParams = {}): string {
  const path = template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params.path?.[name];
    if (!given(value)) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries(params.query ?? {})
    .filter((entry): entry is [string, string | number | boolean] => given(entry[1]))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}
