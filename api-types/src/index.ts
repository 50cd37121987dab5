// The API's contract as types for the screens (docs/architecture.md, "API types"): src/openapi.ts is
// generated from api/openapi.json; these helpers read an operation's answer, query, path
// parameters and body by its path under /api, the way the shared client (`api` of
// @tanghuay/shared-auth) is called.
import type { paths } from './openapi.ts';

export type { paths } from './openapi.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A path as the client is called with it: the contract's path without the leading /api. */
export type ApiPath = keyof paths extends infer Full ? (Full extends `/api${infer Path}` ? Path : never) : never;

type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[`/api${P}`][M]>;

/** The paths that answer method M. */
export type PathsOf<M extends Method> = { [P in ApiPath]: paths[`/api${P}`][M] extends undefined ? never : P }[ApiPath];

type Json<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : undefined;
type Success<Responses> = 200 extends keyof Responses ? Responses[200] : 201 extends keyof Responses ? Responses[201] : { content?: never };

/** The body of the operation's success (200 or 201; undefined for 204). */
export type Answer<P extends ApiPath, M extends Method = 'get'> = Json<Success<Operation<P, M>['responses']>>;

/** The operation's query parameters (never when it takes none). */
export type Query<P extends ApiPath, M extends Method = 'get'> = NonNullable<Operation<P, M>['parameters']['query']>;

/** The operation's path parameters, e.g. `{ id: string }` for /lotto/slips/{id} (never when it takes none). */
export type PathParams<P extends ApiPath, M extends Method = 'get'> = NonNullable<Operation<P, M>['parameters']['path']>;

/** The operation's JSON body (never when it takes none). */
export type Body<P extends ApiPath, M extends Method> = Operation<P, M>['requestBody'] extends infer Request
  ? Request extends { content: { 'application/json': infer Sent } }
    ? Sent
    : never
  : never;

