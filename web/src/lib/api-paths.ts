import type { paths } from './api-types';

/**
 * Types that read a route's parameters, body and answer from the generated OpenAPI `paths` (as openapi-fetch
 * does), so a call names a documented path and gets that route's answer: no caller picks its own answer type.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** The documented paths that answer `method`. */
export type PathsFor<M extends HttpMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

type SuccessStatus = 200 | 201 | 202 | 204;

type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** What a route answers on success (the JSON of its 2xx responses). */
export type ApiAnswer<P extends keyof paths, M extends HttpMethod> =
  Operation<P, M> extends { responses: infer Responses }
    ? { [S in keyof Responses & SuccessStatus]: JsonOf<Responses[S]> }[keyof Responses & SuccessStatus]
    : never;

/** The path and query parameters a route takes, as the OpenAPI document declares them. */
type ApiParams<P extends keyof paths, M extends HttpMethod> =
  Operation<P, M> extends { parameters: infer Parameters }
    ? Pick<Parameters, Extract<keyof Parameters, 'path' | 'query'>>
    : Record<never, never>;

/** The JSON body a route accepts. */
export type ApiBody<P extends keyof paths, M extends HttpMethod> =
  Operation<P, M> extends { requestBody?: infer Body }
    ? [NonNullable<Body>] extends [never]
      ? never
      : JsonOf<NonNullable<Body>>
    : never;

type RequiredKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];

/** `params` is required when the route has a required path or query parameter, optional otherwise. */
type ParamsPart<Params> = [RequiredKeys<Params>] extends [never] ? { params?: Params } : { params: Params };

type BodyPart<P extends keyof paths, M extends HttpMethod> = [ApiBody<P, M>] extends [never]
  ? { body?: never }
  : Operation<P, M> extends { requestBody: unknown }
    ? { body: ApiBody<P, M> }
    : { body?: ApiBody<P, M> };

interface Transport {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type ApiRequest<P extends keyof paths, M extends HttpMethod> = ParamsPart<ApiParams<P, M>> & BodyPart<P, M> & Transport;

/** The options argument, required only when something in it is. */
export type RequestArgs<P extends keyof paths, M extends HttpMethod> = [RequiredKeys<ApiRequest<P, M>>] extends [never]
  ? [init?: ApiRequest<P, M>]
  : [init: ApiRequest<P, M>];

/** What a multipart upload sends: the form, the route's parameters, and who hears its progress. */
export type FormInit<P extends keyof paths, M extends 'post' | 'put'> = ParamsPart<ApiParams<P, M>> & {
  form: FormData;
  onProgress?: (percent: number) => void;
  headers?: Record<string, string>;
};
