import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { z } from 'zod'
import { allRoutes } from '@nido/domain/contracts/index'
import { zNewsItem } from '@nido/domain/contracts/news'
import { zPage } from '@nido/domain/contracts/common'
import { isResponseSerializationError } from 'fastify-type-provider-zod'
import { arbitraryFromSchema } from '../test/arbitraries'
import { compileResponseSerializer, fastJsonWriter, responseJsonSchema } from './serializer'

// Decision 0037: answers are written by fast-json-stringify from the contract's JSON Schema. Over
// every response schema of the contract, values that pass the zod schema must come out as zod's
// check followed by JSON.stringify wrote them (the serializer of before), and in check mode an
// answer that breaks its contract must still fail.

const responses = allRoutes.filter((r) => (r.successStatus ?? 200) !== 204)
const samplesPerRoute = 8

describe('compiled response serializers (decision 0037)', () => {
  it('compile for every response schema of the contract', () => {
    expect(responses.length).toBeGreaterThan(150)
    for (const route of responses) {
      expect(() => fastJsonWriter(route.response), `${route.method} ${route.path}`).not.toThrow()
    }
  })

  it('write what the zod check and JSON.stringify wrote, for generated answers of every route', () => {
    let compared = 0
    let byteIdentical = 0
    const routesWithSamples = new Set<string>()
    const normalisedByZod = new Set<string>()
    for (const [index, route] of responses.entries()) {
      const write = compileResponseSerializer(route.response, {
        check: false,
        method: route.method,
        url: route.path,
      })
      const samples = fc.sample(arbitraryFromSchema(route.response, { knownIds: [] }), {
        numRuns: samplesPerRoute,
        seed: 20261127 + index,
      })
      for (const sample of samples) {
        const checked = z.safeEncode(route.response, sample)
        // The generator knows JSON Schema, not every refinement: only answers zod accepts count.
        if (!checked.success) continue
        const expected = JSON.stringify(checked.data)
        let json = write(sample)
        if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(expected))) {
          // zod's trim() and toLowerCase() rewrite a string as they check it; the compiled
          // serializer writes the value as the handler made it (check mode compares the two).
          normalisedByZod.add(`${route.method} ${route.path}`)
          json = write(checked.data)
        }
        expect(JSON.parse(json), `${route.method} ${route.path}`).toEqual(JSON.parse(expected))
        compared++
        if (json === expected) byteIdentical++
        routesWithSamples.add(`${route.method} ${route.path}`)
      }
    }
    // Most routes get several valid answers; the count guards against a generator that stopped.
    expect(routesWithSamples.size).toBeGreaterThan(responses.length * 0.8)
    expect(byteIdentical).toBe(compared)
    // Trimmed by their response schemas: a school's closings' labels (contracts/schools.ts) and
    // the manager's names and labels (contracts/manager.ts).
    for (const route of normalisedByZod) expect(route).toMatch(/\/openings$| \/api\/v1\/manager\//)
  })

  it('write a feed page byte for byte as before, nullable cards and dates included', () => {
    const page = {
      items: [
        {
          id: '01930000-0000-7000-8000-000000000001',
          type: 'Post',
          referenceId: '01930000-0000-7000-8000-000000000002',
          owner: {
            id: '01930000-0000-7000-8000-000000000003',
            firstname: 'Ana',
            lastname: 'Lopes',
            avatarMediaId: null,
          },
          school: { id: '01930000-0000-7000-8000-000000000004', name: 'École "Les Pins"\n' },
          publishAt: '2026-11-27T08:00:00.000Z',
          createdAt: '2026-11-27T07:59:59.123Z',
          status: 'published',
          isOwn: false,
          reactionCounts: { heart: 2 },
          currentReaction: null,
          reactionPeek: [],
          summary: 'Bonjour \u2028 à tous',
          post: { contentHtml: '<p>Bonjour</p>', attachments: [] },
          gallery: null,
          folder: null,
          poll: null,
          postalCard: null,
          event: null,
          daily: null,
          // A field the contract does not declare is left out, as zod's check left it out.
          internal: 'secret',
        },
      ],
      nextCursor: null,
    }
    const schema: z.ZodType = zPage(zNewsItem)
    const checked = z.safeEncode(schema, page)
    expect(checked.error).toBeUndefined()
    const write = compileResponseSerializer(schema, { check: false, method: 'GET', url: '/api/v1/news' })
    expect(write(page)).toBe(JSON.stringify(checked.data))
    expect(write(page)).not.toContain('secret')
  })

  it('in check mode, fail an answer that breaks its contract', () => {
    const schema = z.object({
      id: z.string(),
      at: z.iso.datetime({ offset: true }),
      note: z.string().nullable(),
    })
    const checked = compileResponseSerializer(schema, { check: true, method: 'GET', url: '/x' })
    expect(checked({ id: 'a', at: '2026-11-27T08:00:00Z', note: null })).toBe(
      '{"id":"a","at":"2026-11-27T08:00:00Z","note":null}',
    )
    let error: unknown
    try {
      checked({ id: 1, at: 'yesterday', note: null })
    } catch (e) {
      error = e
    }
    expect(isResponseSerializationError(error)).toBe(true)
    // Without the check the compiled serializer writes what it is given, coerced to the schema.
    const unchecked = compileResponseSerializer(schema, { check: false, method: 'GET', url: '/x' })
    expect(unchecked({ id: 1, at: 'yesterday', note: null })).toBe('{"id":"1","at":"yesterday","note":null}')
  })

  it('mark zod nullables as nullable, not as a union to try', () => {
    const json = responseJsonSchema(
      z.object({ a: z.string().nullable(), b: z.union([z.string(), z.number()]) }),
    )
    expect(json).toMatchObject({
      properties: { a: { type: 'string', nullable: true }, b: { type: ['string', 'number'] } },
    })
  })
})
