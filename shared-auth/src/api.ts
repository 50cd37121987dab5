// The shared client's calls typed by path (docs/architecture.md, "API types"): `api.get('/lotto/rounds',
// { params })` answers the type the contract gives that operation, so a renamed field in the API's
// schema fails the screens' typecheck. Every call goes through `http` (its token and refresh).
import type { Answer, ApiPath, Body, Method, PathParams, PathsOf, Query } from '@tanghuay/api-types';
import { http } from './http.ts';

type Optional<T> = [T] extends [never] ? { [key: string]: never } : T;

interface CallOptions<P extends ApiPath, M extends Method> {
  params?: Optional<Query<P, M>>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A path's {name} parameters are given as `path`, required exactly when the path has some. */
type PathOption<P extends ApiPath, M extends Method> = [PathParams<P, M>] extends [never] ? { path?: never } : { path: PathParams<P, M> };

type Options<P extends ApiPath, M extends Method> = CallOptions<P, M> & PathOption<P, M>;
type OptionsArgument<P extends ApiPath, M extends Method> = [PathParams<P, M>] extends [never] ? [options?: Options<P, M>] : [options: Options<P, M>];
type BodyArgument<P extends ApiPath, M extends Method> = [Body<P, M>] extends [never] ? undefined : Body<P, M>;

/** The address of `path` with its {name} parameters filled in, each encoded. */
function pathOf(path: string, parameters: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = parameters[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

async function call<P extends ApiPath, M extends Method>(method: M, path: P, body: unknown, options: Partial<Options<P, M>> = {}): Promise<Answer<P, M>> {
  const { params, headers, signal } = options;
  const url = pathOf(path, options.path as Record<string, string> | undefined);
  const response = await http.request<Answer<P, M>>({ method, url, data: body, params, headers, signal });
  return response.data;
}

export const api = {
  get: <P extends PathsOf<'get'>>(path: P, ...[options]: OptionsArgument<P, 'get'>) => call('get', path, undefined, options),
  post: <P extends PathsOf<'post'>>(path: P, body: BodyArgument<P, 'post'>, ...[options]: OptionsArgument<P, 'post'>) => call('post', path, body, options),
  put: <P extends PathsOf<'put'>>(path: P, body: BodyArgument<P, 'put'>, ...[options]: OptionsArgument<P, 'put'>) => call('put', path, body, options),
  delete: <P extends PathsOf<'delete'>>(path: P, ...[options]: OptionsArgument<P, 'delete'>) => call('delete', path, undefined, options),
};
