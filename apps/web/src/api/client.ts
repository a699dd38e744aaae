import type { z } from 'zod'
import { buildPath, type RouteDef } from '@nido/domain/contracts/define'

// STYLE habit 2: the web calls the API only through the contract (packages/domain/src/contracts):
// the path, the method and the response type come from the route definition. The server serialises
// every answer through the route's schema; the browser build carries the route table without its
// schemas (vite.config.ts, docs/decisions/0008), so the answer is parsed here only when the route
// has its schema at hand (the web's tests run against the real contracts).

/** The input of a route, as the caller writes it (before the schema's defaults and transforms). */
export interface ApiInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params?: z.input<P>
  query?: z.input<Q>
  body?: z.input<B>
}

/** Every failure the web sees: the server's { errorCode, message } or NETWORK_ERROR (spec 000 §8). */
export class ApiError extends Error {
  constructor(
    /** A code from the catalogue (packages/domain/src/errors.ts), or one a newer server sent. */
    readonly errorCode: string,
    message: string,
    /** The HTTP status; 0 when there was no response at all. */
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

interface ErrorBody {
  errorCode: string
  message: string
  details?: unknown
}

/** The server's error answer (spec 000 §8), checked by hand: zod stays out of the first load. */
function isErrorBody(json: unknown): json is ErrorBody {
  if (typeof json !== 'object' || json === null) return false
  const { errorCode, message } = json as Record<string, unknown>
  return typeof errorCode === 'string' && typeof message === 'string'
}

export async function api<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, S extends z.ZodType>(
  route: RouteDef<P, Q, B, S>,
  input: ApiInput<P, Q, B> = {},
): Promise<z.output<S>> {
  const url = buildPath(route.path, toRecord(input.params)) + queryString(input.query)
  const hasBody = input.body !== undefined
  let response: Response
  try {
    response = await fetch(url, {
      method: route.method,
      credentials: 'same-origin',
      headers: hasBody
        ? { accept: 'application/json', 'content-type': 'application/json' }
        : { accept: 'application/json' },
      ...(hasBody ? { body: JSON.stringify(input.body) } : {}),
    })
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error', 0)
  }

  const json = await readJson(response)
  if (!response.ok) {
    if (isErrorBody(json)) throw new ApiError(json.errorCode, json.message, response.status, json.details)
    throw new ApiError(
      'INTERNAL_ERROR',
      `${route.method} ${route.path} answered ${response.status}`,
      response.status,
    )
  }
  // Optional at run time only: the browser's route table has no schemas (see the top of the file).
  const schema: S | undefined = route.response
  if (!schema) return json as z.output<S>
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    // The server and this build disagree about the contract: say so loudly, never guess.
    throw new ApiError(
      'INTERNAL_ERROR',
      `${route.method} ${route.path}: unexpected response`,
      response.status,
      parsed.error.issues,
    )
  }
  return parsed.data
}

/** A 204 or an empty body reads as null (the contract of such routes says `z.null()`). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return value
  } catch {
    return text
  }
}

function toRecord(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  return Object.fromEntries(Object.entries(value))
}

function queryString(query: unknown): string {
  const record = toRecord(query)
  if (!record) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}
