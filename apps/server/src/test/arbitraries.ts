import fc from 'fast-check'
import { z } from 'zod'
import type { RouteDef } from '@nido/domain/contracts/define'

// fast-check arbitraries for the contract fuzz test (src/fuzz.test.ts). A route's zod schemas are
// turned into JSON Schema (zod's own converter, input side) and the JSON Schema into arbitraries,
// so any route added to the contract is fuzzed without writing a generator for it.

type Schema = z.core.JSONSchema.JSONSchema
type Node = z.core.JSONSchema._JSONSchema

export function jsonSchemaOf(schema: z.ZodType): Schema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
}

export interface GenOptions {
  /** Ids of the test world, mixed into uuid fields so that valid-shaped input reaches past 404s. */
  knownIds: readonly string[]
}

interface Ctx extends GenOptions {
  root: Schema
  depth: number
}

const maxDepth = 5
/** How much longer than its minimum a generated string or array may be. */
const slack = { string: 24, array: 4 }
const int32 = { min: -(2 ** 31), max: 2 ** 31 - 1 }

/** A small JSON value of any type: the fallback where the schema says nothing. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
)

const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString())
const offsets = fc.constantFrom('Z', '+00:00', '+01:00', '-05:30', '+14:00')

/** Formats worth generating from meaning rather than from zod's (long) patterns. */
function formatArbitrary(format: string, ctx: Ctx): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'uuid':
    case 'guid':
      return ctx.knownIds.length > 0 ? fc.oneof(fc.constantFrom(...ctx.knownIds), fc.uuid()) : fc.uuid()
    case 'date':
      return isoDate.map((s) => s.slice(0, 10))
    case 'date-time':
      return fc.tuple(isoDate, offsets).map(([s, o]) => s.slice(0, 19) + o)
    case 'time':
      return isoDate.map((s) => s.slice(11, 19))
    case 'uri':
    case 'url':
      return fc.webUrl()
    default:
      return undefined
  }
}

function stringArbitrary(node: Schema, ctx: Ctx): fc.Arbitrary<string> {
  const minLength = node.minLength ?? 0
  const maxLength = Math.min(node.maxLength ?? Number.MAX_SAFE_INTEGER, minLength + slack.string)
  const fits = (s: string) => s.length >= minLength && s.length <= (node.maxLength ?? Infinity)
  const byFormat = node.format ? formatArbitrary(node.format, ctx) : undefined
  if (byFormat) return byFormat
  if (node.pattern) {
    // "When simple": fast-check reads most patterns; the others fall back to plain strings.
    try {
      const regex = new RegExp(node.pattern)
      return fc
        .stringMatching(regex, {
          size: 'small',
          ...(node.maxLength !== undefined ? { maxLength: node.maxLength } : {}),
        })
        .filter(fits)
    } catch {
      // An unsupported pattern: a plain string still exercises the validation path.
    }
  }
  if (node.format === 'email') return fc.emailAddress().filter(fits)
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }).filter(fits),
    // Any code point, NUL and lone surrogates included: text a database may refuse to store.
    fc.string({ minLength, maxLength, unit: 'binary' }),
  )
}

function numberArbitrary(node: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof node.exclusiveMinimum === 'number' ? node.exclusiveMinimum : undefined
  const exclusiveMax = typeof node.exclusiveMaximum === 'number' ? node.exclusiveMaximum : undefined
  if (integer) {
    const lo = Math.max(
      node.minimum ?? int32.min,
      exclusiveMin !== undefined ? Math.floor(exclusiveMin) + 1 : int32.min,
    )
    const hi = Math.min(
      node.maximum ?? int32.max,
      exclusiveMax !== undefined ? Math.ceil(exclusiveMax) - 1 : int32.max,
    )
    // fast-check integers are 32-bit; a bound beyond that range is tried as itself.
    const clampedLo = Math.max(lo, int32.min)
    const clampedHi = Math.min(hi, int32.max)
    if (clampedLo > clampedHi) return fc.constant(lo)
    const step = node.multipleOf && Number.isInteger(node.multipleOf) ? node.multipleOf : 1
    return fc
      .integer({ min: Math.ceil(clampedLo / step), max: Math.floor(clampedHi / step) })
      .map((n) => n * step)
  }
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(node.minimum !== undefined ? { min: node.minimum } : {}),
    ...(exclusiveMin !== undefined ? { min: exclusiveMin, minExcluded: true } : {}),
    ...(node.maximum !== undefined ? { max: node.maximum } : {}),
    ...(exclusiveMax !== undefined ? { max: exclusiveMax, maxExcluded: true } : {}),
  })
}

function objectArbitrary(node: Schema, ctx: Ctx): fc.Arbitrary<Record<string, unknown>> {
  const properties = node.properties ?? {}
  const keys = Object.keys(properties)
  const required = (node.required ?? []).filter((k) => keys.includes(k))
  const additional = node.additionalProperties
  if (keys.length === 0) {
    // A record (z.record): keys from propertyNames, values from additionalProperties.
    if (additional === false) return fc.constant({})
    const keyArb =
      node.propertyNames && typeof node.propertyNames === 'object' && node.propertyNames.type === 'string'
        ? stringArbitrary(node.propertyNames, ctx)
        : fc.string({ maxLength: 8 })
    const valueArb = additional === undefined || additional === true ? anyJson : arbitraryOf(additional, ctx)
    return fc.dictionary(keyArb, valueArb, { maxKeys: 4, noNullPrototype: true })
  }
  const model = Object.fromEntries(keys.map((k) => [k, arbitraryOf(properties[k]!, ctx)]))
  const known = fc.record(model, { requiredKeys: required, noNullPrototype: true })
  if (additional === false) return known
  // Open objects accept (and zod strips) unknown keys: send a few now and then.
  const extra = fc.dictionary(fc.stringMatching(/^x[a-z]{1,6}$/), anyJson, {
    maxKeys: 2,
    noNullPrototype: true,
  })
  return fc.tuple(known, fc.option(extra, { freq: 4 })).map(([k, e]) => (e ? { ...e, ...k } : k))
}

function arrayArbitrary(node: Schema, ctx: Ctx): fc.Arbitrary<unknown[]> {
  const minLength = node.minItems ?? 0
  const maxLength = Math.min(node.maxItems ?? Number.MAX_SAFE_INTEGER, minLength + slack.array)
  if (node.prefixItems) {
    const head = node.prefixItems.map((item) => arbitraryOf(item, ctx))
    return fc.tuple(...head)
  }
  const items = node.items
  const itemArb =
    items === undefined || items === true || Array.isArray(items) ? anyJson : arbitraryOf(items, ctx)
  return node.uniqueItems
    ? fc.uniqueArray(itemArb, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
    : fc.array(itemArb, { minLength, maxLength })
}

/** Merges an allOf of object schemas (zod intersections); other allOfs use their first member. */
function mergeAllOf(members: Schema[]): Schema {
  if (!members.every((m) => m.type === 'object')) return members[0] ?? {}
  return {
    type: 'object',
    properties: Object.assign({}, ...members.map((m) => m.properties ?? {})) as Record<string, Node>,
    required: members.flatMap((m) => m.required ?? []),
  }
}

function resolveRef(ref: string, ctx: Ctx): Node {
  if (ref === '#') return ctx.root
  const name = /^#\/(?:\$defs|definitions)\/(.+)$/.exec(ref)?.[1]
  const defs = (ctx.root.$defs ?? ctx.root.definitions) as Record<string, Schema> | undefined
  return (name && defs?.[name]) || true
}

/** An arbitrary of values that validate against the JSON Schema node (as far as it can say). */
export function arbitraryOf(node: Node, ctx: Ctx): fc.Arbitrary<unknown> {
  if (node === true) return anyJson
  if (node === false) return fc.constant(undefined)
  if (ctx.depth > maxDepth) return fc.constant(null)
  const inner: Ctx = { ...ctx, depth: ctx.depth + 1 }
  if (node.$ref) return arbitraryOf(resolveRef(node.$ref, ctx), inner)
  if (node.const !== undefined) return fc.constant(node.const)
  if (node.enum && node.enum.length > 0) return fc.constantFrom(...node.enum)
  const alternatives = node.anyOf ?? node.oneOf
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((a) => arbitraryOf(a, inner)))
  if (node.allOf && node.allOf.length > 0) return arbitraryOf(mergeAllOf(node.allOf), inner)
  if (Array.isArray(node.type)) {
    return fc.oneof(...node.type.map((type) => arbitraryOf({ ...node, type }, ctx)))
  }
  switch (node.type) {
    case 'object':
      return objectArbitrary(node, inner)
    case 'array':
      return arrayArbitrary(node, inner)
    case 'string':
      return stringArbitrary(node, inner)
    case 'integer':
      return numberArbitrary(node, true)
    case 'number':
      return numberArbitrary(node, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return node.properties ? objectArbitrary(node, inner) : anyJson
  }
}

export function arbitraryFromSchema(schema: z.ZodType, options: GenOptions): fc.Arbitrary<unknown> {
  const root = jsonSchemaOf(schema)
  return arbitraryOf(root, { ...options, root, depth: 0 })
}

// ---------------------------------------------------------------------------------------------
// Requests

export type QueryValue = string | string[]

/** One request of the fuzz test; `kind` says what was done to it, for the failure report. */
export interface FuzzRequest {
  kind: string
  params: Record<string, string>
  query?: Record<string, QueryValue>
  /** A query string sent as it is, in place of `query`. */
  rawQuery?: string
  /** JSON sent with content-type application/json, or a raw body with its own content type. */
  body?: { json: unknown } | { raw: string; contentType: string }
  /** Replaces the profile's cookie. */
  cookie?: string
}

export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!)

export const methodHasBody = (route: RouteDef) => route.method !== 'GET'

/** A lone surrogate cannot be percent-encoded: such text never reaches a server inside a URL. */
function encodable(text: string): boolean {
  try {
    encodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

/** A query string and path segments carry text: numbers and booleans as their decimal or literal form. */
function asText(value: unknown): QueryValue | undefined {
  if (value === undefined) return undefined
  if (value === null) return ''
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

function textRecord(value: unknown): Record<string, QueryValue> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const out: Record<string, QueryValue> = {}
  for (const [k, v] of Object.entries(value)) {
    const text = asText(v)
    if (text !== undefined) out[k] = text
  }
  return out
}

function paramsArbitrary(route: RouteDef, options: GenOptions): fc.Arbitrary<Record<string, string>> {
  const names = pathParamNames(route.path)
  if (names.length === 0) return fc.constant({})
  const schema = route.params ? jsonSchemaOf(route.params) : undefined
  const ctx: Ctx = { ...options, root: schema ?? {}, depth: 1 }
  const model = Object.fromEntries(
    names.map((name) => {
      const node = schema?.properties?.[name]
      // A path parameter the schema does not describe is an id in every route we have.
      const arb =
        node === undefined ? arbitraryOf({ type: 'string', format: 'uuid' }, ctx) : arbitraryOf(node, ctx)
      return [
        name,
        arb.map((v) => {
          const text = asText(v)
          return Array.isArray(text) ? text.join(',') : (text ?? '')
        }),
      ]
    }),
  )
  return fc
    .record(model, { noNullPrototype: true })
    .filter((params) => Object.values(params).every(encodable))
}

/** Input of the shape the contract asks for. */
export function validRequest(route: RouteDef, options: GenOptions): fc.Arbitrary<FuzzRequest> {
  const query = route.query
    ? arbitraryFromSchema(route.query, options)
        .map(textRecord)
        .filter((q) => Object.values(q).flat().every(encodable))
    : fc.constant(undefined)
  const body =
    route.body && methodHasBody(route)
      ? arbitraryFromSchema(route.body, options).map((json) => (json === undefined ? undefined : { json }))
      : fc.constant(undefined)
  return fc
    .record({ params: paramsArbitrary(route, options), query, body })
    .map(({ params, query, body }) => ({
      kind: 'valid-shaped',
      params,
      ...(query ? { query } : {}),
      ...(body ? { body } : {}),
    }))
}

/** A string of a size that only a broken or hostile client sends; sizes beyond bodyLimit too. */
const hugeString = (sizes: number[]) =>
  fc.tuple(fc.constantFrom(...sizes), fc.constantFrom('x', 'é', '🙂', '"', '\\')).map(([n, c]) => c.repeat(n))

/** A JSON value whose type is not `type`. */
function wrongType(node: Node | undefined): fc.Arbitrary<unknown> {
  const type = node && typeof node === 'object' ? node.type : undefined
  const all: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.string({ maxLength: 8 }),
    number: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-0, 1e308, -1e308)),
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(anyJson, { maxLength: 3 }),
    object: fc.dictionary(fc.string({ maxLength: 6 }), anyJson, { maxKeys: 3, noNullPrototype: true }),
  }
  const others = Object.entries(all)
    .filter(([t]) => t !== type && !(type === 'integer' && t === 'number'))
    .map(([, arb]) => arb)
  return fc.oneof(...others)
}

const badIds = fc.oneof(
  fc.constantFrom(
    'not-a-uuid',
    '00000000-0000-0000-0000-00000000000g',
    '0',
    '-1',
    '..',
    '%',
    ' ',
    "' or 1=1 --",
    'null',
    'undefined',
    '__proto__',
    '\u0000',
    '🙂',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFFF',
  ),
  // Well-formed text only: a lone surrogate cannot be percent-encoded into a URL at all.
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  hugeString([500, 20_000]),
)

const garbageQuery = fc.oneof(
  fc.constantFrom(
    'limit=-1&limit=abc',
    'cursor[]=x&cursor[y]=z',
    'a=%ZZ&b=%E0%A4%A',
    '&&&==&=',
    '__proto__[x]=1&constructor[prototype][y]=2',
    'limit=1e309',
    'limit=99999999999999999999999',
    'cursor=%00',
  ),
  fc.string({ maxLength: 60, unit: 'grapheme' }).map(encodeURI),
  fc.string({ maxLength: 60 }),
)

const badJsonText = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'nul', '"unterminated', '{"__proto__":{"x":1}}', '\u0000', ''),
  fc.string({ maxLength: 60, unit: 'binary' }),
)

const deleteSome = (value: Record<string, unknown>, picks: boolean[]) => {
  const out = { ...value }
  Object.keys(out).forEach((k, i) => {
    if (picks[i % Math.max(picks.length, 1)] ?? true) delete out[k]
  })
  return out
}

/** Input the contract refuses: each run takes a valid-shaped request and breaks one part of it. */
export function malformedRequest(route: RouteDef, options: GenOptions): fc.Arbitrary<FuzzRequest> {
  const valid = validRequest(route, options)
  const names = pathParamNames(route.path)
  const bodySchema = route.body ? jsonSchemaOf(route.body) : undefined
  const querySchema = route.query ? jsonSchemaOf(route.query) : undefined
  const queryKeys = Object.keys(querySchema?.properties ?? {})
  // Weighted: the rarer kinds are the expensive ones (huge values) or the ones every route shares.
  const kinds: fc.WeightedArbitrary<FuzzRequest>[] = [
    {
      weight: 2,
      arbitrary: fc.tuple(valid, garbageQuery).map(([{ query: _, ...r }, rawQuery]) => ({
        ...r,
        kind: 'garbage query string',
        rawQuery,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          hugeString([5_000, 20_000]),
          fc.constantFrom(...(queryKeys.length > 0 ? queryKeys : ['q'])),
        )
        .map(([r, s, key]) => ({
          ...r,
          kind: `huge query value ${key}`,
          query: { ...r.query, [key]: s },
        })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.string({ maxLength: 80, unit: 'grapheme' })).map(([r, cookie]) => ({
        ...r,
        kind: 'garbage cookie',
        cookie: `nido_session=${encodeURIComponent(cookie)}; nido_current_school=${encodeURIComponent(cookie)}`,
      })),
    },
  ]
  const add = (arbitrary: fc.Arbitrary<FuzzRequest>, weight = 2) => kinds.push({ arbitrary, weight })
  if (names.length > 0) {
    add(
      fc.tuple(valid, fc.constantFrom(...names), badIds).map(([r, name, bad]) => ({
        ...r,
        kind: `invalid path parameter ${name}`,
        params: { ...r.params, [name]: bad },
      })),
      4,
    )
  }
  if (queryKeys.length > 0) {
    add(
      fc
        .tuple(
          valid,
          fc.constantFrom(...queryKeys),
          fc.oneof(garbageQuery, fc.constant(''), fc.constant('-1')),
        )
        .map(([r, key, value]) => ({
          ...r,
          kind: `wrong query value ${key}`,
          query: { ...r.query, [key]: value },
        })),
    )
  }
  if (methodHasBody(route)) {
    const objectBody = (r: FuzzRequest) =>
      r.body &&
      'json' in r.body &&
      r.body.json &&
      typeof r.body.json === 'object' &&
      !Array.isArray(r.body.json)
        ? (r.body.json as Record<string, unknown>)
        : {}
    const bodyKeys = [
      ...new Set([
        ...Object.keys(bodySchema?.properties ?? {}),
        ...(bodySchema?.anyOf ?? bodySchema?.oneOf ?? []).flatMap((a) => Object.keys(a.properties ?? {})),
      ]),
    ]
    add(
      fc
        .tuple(valid, fc.jsonValue({ maxDepth: 3 }))
        .map(([r, json]) => ({ ...r, kind: 'random JSON body', body: { json } })),
    )
    add(
      fc
        .tuple(valid, wrongType(bodySchema))
        .map(([r, json]) => ({ ...r, kind: 'body of the wrong type', body: { json } })),
    )
    add(
      fc.tuple(valid, fc.array(fc.boolean(), { minLength: 1, maxLength: 6 })).map(([r, picks]) => ({
        ...r,
        kind: 'missing fields',
        body: { json: deleteSome(objectBody(r), picks) },
      })),
    )
    add(
      fc
        .tuple(
          valid,
          badJsonText,
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
          ),
        )
        .map(([r, raw, contentType]) => ({
          ...r,
          kind: `unparsable ${contentType} body`,
          body: { raw, contentType },
        })),
    )
    add(
      // bodyLimit is 1 MiB (app.ts): the 1.2 MB case must answer 413, not fall over.
      fc
        .tuple(
          valid,
          hugeString([10_000, 300_000, 1_200_000]),
          fc.constantFrom(...(bodyKeys.length > 0 ? bodyKeys : ['x'])),
        )
        .map(([r, s, key]) => ({
          ...r,
          kind: `huge string in ${key}`,
          body: { json: { ...objectBody(r), [key]: s } },
        })),
      1,
    )
    if (bodyKeys.length > 0) {
      add(
        fc.tuple(valid, fc.constantFrom(...bodyKeys)).chain(([r, key]) => {
          const node = bodySchema?.properties?.[key]
          return wrongType(node).map((v) => ({
            ...r,
            kind: `wrong type in ${key}`,
            body: { json: { ...objectBody(r), [key]: v } },
          }))
        }),
        4,
      )
    }
  }
  return fc.oneof(...kinds)
}
