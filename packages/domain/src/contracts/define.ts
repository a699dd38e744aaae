import type { z } from 'zod'

// ARCHITECTURE §3: every endpoint is defined once here (method, path, schemas); the server
// registers handlers against the definition, the web calls through it, OpenAPI is generated from it.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may reach the handler at all. `public`: anyone; `session`: a signed-in user whose profile,
 * observer flag and school features the route's action rule allows (checked by the router before
 * the handler runs). A handler on one object then checks that object in the actor's scope
 * (decision 0013). The rules live in domain/access.
 */
export type RouteAuth = 'public' | 'session'

export interface RouteDef<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Action extends string = string,
  Auth extends RouteAuth = RouteAuth,
> {
  /** The action name, `<module>.<verb>`; the access matrix and audit log use it. */
  action: Action
  method: HttpMethod
  /** Fastify-style path with `:param` segments, always under /api/v1. */
  path: `/api/v1/${string}`
  summary: string
  auth: Auth
  params?: Params
  query?: Query
  body?: Body
  /**
   * The media type of a raw body the handler reads itself, instead of a JSON `body` (the local
   * driver's signed uploads, a directory import's CSV file). Any other request body must be `application/json` (docs/security.md).
   */
  rawBody?: 'application/octet-stream' | 'text/csv' | 'application/x-www-form-urlencoded'
  response: Response
  /** Status of a successful answer; 200 unless said. */
  successStatus?: 200 | 201 | 204
}

export function defineRoute<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Response extends z.ZodType,
  Action extends string,
  Auth extends RouteAuth,
>(
  def: RouteDef<Params, Query, Body, Response, Action, Auth>,
): RouteDef<Params, Query, Body, Response, Action, Auth> {
  // The action and auth stay literal types, so a handler names its own action and receives an
  // actor only where the route has a session (apps/server/src/platform/http.ts).
  return def
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined
type InferIn<T> = T extends z.ZodType ? z.input<T> : undefined

export type ParamsOf<R> = R extends RouteDef<infer P, z.ZodType, z.ZodType, z.ZodType> ? Infer<P> : never
export type QueryOf<R> = R extends RouteDef<z.ZodType, infer Q, z.ZodType, z.ZodType> ? Infer<Q> : never
export type BodyOf<R> = R extends RouteDef<z.ZodType, z.ZodType, infer B, z.ZodType> ? Infer<B> : never
export type ResponseOf<R> = R extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer S> ? Infer<S> : never

/** What a caller passes for a route: input types (before defaults and transforms). */
export interface CallInput<R> {
  params?: R extends RouteDef<infer P, z.ZodType, z.ZodType, z.ZodType> ? InferIn<P> : never
  query?: R extends RouteDef<z.ZodType, infer Q, z.ZodType, z.ZodType> ? InferIn<Q> : never
  body?: R extends RouteDef<z.ZodType, z.ZodType, infer B, z.ZodType> ? InferIn<B> : never
}

/** Fills `:name` segments of a path from params. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name]
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`Missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}
