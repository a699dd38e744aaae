import { isDeepStrictEqual } from 'node:util'
import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify'
import { ResponseSerializationError } from 'fastify-type-provider-zod'
import { z } from 'zod'

// Answers are written by a serializer compiled from the contract's response schema (decision
// 0037): zod's schema turned into JSON Schema (zod's own converter) and compiled by
// fast-json-stringify, Fastify's default serializer. It writes the properties the contract
// declares, in its order, without checking them. Where a check is wanted (tests: vitest sets
// NODE_ENV=test; CHECK_RESPONSES=on), every answer is also checked with the zod schema, as before,
// and the two outputs compared, so the suite fails on an answer that breaks its contract or that
// the compiled serializer would write differently.

type JsonNode = Record<string, unknown>

/**
 * Keywords left out. `default` would make fast-json-stringify fill a missing property (zod's check
 * never did); the others only make a union's branches stricter than zod was (fast-json-stringify
 * picks a branch with ajv): `additionalProperties: false` would refuse the extra properties zod
 * strips, `format` and `pattern` are zod's checks, which the check mode keeps.
 */
const dropped = new Set(['$schema', 'default', 'format', 'pattern'])

/**
 * The JSON Schema of a response, as fast-json-stringify reads it best: zod's output side (what the
 * handler returns), and `anyOf [X, null]` (zod's nullable) as `X` with `nullable: true`, which
 * it writes without trying each branch.
 */
export function responseJsonSchema(schema: z.ZodType): JsonNode {
  return simplified(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' })) as JsonNode
}

function simplified(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplified)
  if (node === null || typeof node !== 'object') return node
  const out: JsonNode = {}
  for (const [key, value] of Object.entries(node)) {
    if (dropped.has(key) || (key === 'additionalProperties' && value === false)) continue
    out[key] = simplified(value)
  }
  // `type: [X, 'null']` (zod's nullable of a plain type) written with one test instead of a type switch.
  if (Array.isArray(out.type) && out.type.length === 2 && out.type.includes('null'))
    return nullable({ ...out, type: out.type.find((t) => t !== 'null') })
  const branches = out.anyOf
  if (Array.isArray(branches) && branches.length === 2 && Object.keys(out).length === 1) {
    const isNull = (b: unknown) => isDeepStrictEqual(b, { type: 'null' })
    const other = branches.find((b) => !isNull(b)) as JsonNode | undefined
    if (branches.some(isNull) && other && typeof other.type === 'string' && !combines(other))
      return nullable(other)
  }
  return out
}

/** `node` or null; ajv (which picks a union's branch) wants null among an enum's values too. */
function nullable(node: JsonNode): JsonNode {
  const { const: only, ...rest } = node
  const values = only !== undefined ? [only] : (node.enum as unknown[] | undefined)
  return values
    ? { ...rest, enum: [...new Set([...values, null])], nullable: true }
    : { ...node, nullable: true }
}

const combines = (node: JsonNode) =>
  'anyOf' in node || 'oneOf' in node || 'allOf' in node || '$ref' in node || node.nullable === true

/** fast-json-stringify's function for answers of `schema`. */
export function fastJsonWriter(schema: z.ZodType): (data: unknown) => string {
  return fastJson(responseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0])
}

/** A serializer of answers of `schema`, compiled on its first answer (start-up stays as it was). */
export function compileResponseSerializer(
  schema: z.ZodType,
  options: { check: boolean; method: string; url: string },
): (data: unknown) => string {
  let compiled: ((data: unknown) => string) | undefined
  const write = (data: unknown) => {
    compiled ??= fastJsonWriter(schema)
    return compiled(data)
  }
  if (!options.check) return write
  return (data) => {
    const checked = z.safeEncode(schema, data)
    if (!checked.success)
      throw new ResponseSerializationError(options.method, options.url, { cause: checked.error })
    const json = write(data)
    const expected = JSON.stringify(checked.data)
    if (json !== expected && !isDeepStrictEqual(JSON.parse(json), JSON.parse(expected)))
      throw new Error(
        `${options.method} ${options.url}: the compiled serializer wrote ${json}, the contract ${expected}`,
      )
    return json
  }
}

/** Fastify's serializer compiler for the contract's zod response schemas (app.ts). */
export function contractSerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType))
      throw new Error(`${method} ${url}: a response schema is not a zod schema`)
    return compileResponseSerializer(schema, { ...options, method, url })
  }
}
