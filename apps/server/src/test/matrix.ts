import type { InjectOptions } from 'fastify'
import type { RouteDef } from '@nido/domain/contracts/define'
import type { TestApp } from './app'

// The access matrix (ARCHITECTURE §5): every route of the contract, with a fixture user of every
// profile type, inside and outside scope. Each module declares its rows in
// `modules/<module>/<module>.access-cases.ts` (export `accessCases: AccessCase[]`); the test in
// src/access-matrix.test.ts collects them and fails when a route of the contract has no row.

/** Who calls. `anonymous` sends no cookie. */
export const fixtureNames = [
  'anonymous',
  'superAdmin',
  'groupAdminA',
  'coordinatorA',
  'directorA1',
  'directorB1',
  'sponsorA1',
  'teacherA1s1',
  'teacherA1s2',
  'observerA1s1',
  'etudeA',
  'guardianA1s1',
  'guardianB1',
  'childA1s1',
] as const
export type FixtureName = (typeof fixtureNames)[number]

/**
 * The matrix world. Group A (brand childrenLogin): school A1 with sections s1 and s2, school A2.
 * Group B (standard brand): school B1 with one section. Children: childA1s1 (in A1/s1, can sign
 * in, guardianA1s1 is their referent), childA1s2 (in A1/s2, no fixture guardian), childB1 (in B1,
 * guardianB1). Every fixture has an account; `ids` holds everything a request may name.
 */
export interface MatrixWorld {
  ids: {
    groupA: string
    groupB: string
    schoolA1: string
    schoolA2: string
    schoolB1: string
    sectionA1s1: string
    sectionA1s2: string
    sectionB1: string
    childA1s1: string
    childA1s2: string
    childB1: string
    users: Record<Exclude<FixtureName, 'anonymous'>, string>
  }
  app: TestApp
  /**
   * A session of the fixture opened by the super admin impersonating it (docs/security.md
   * "Impersonation"); none for anonymous. One per fixture, made on first use.
   */
  impersonatedCookie(who: FixtureName): Promise<string | undefined>
}

/** What a case sends; a case may build its own data first (return a Promise). */
export type RequestParts = Pick<InjectOptions, 'query' | 'payload' | 'headers'> & {
  params?: Record<string, string>
  /** Sent instead of the fixture's own session cookie (an impersonated session of it, say). */
  cookie?: string
}

export type Expected = number | readonly number[]

export interface AccessCase {
  route: RouteDef
  /** A short name when a route has several cases (in scope, out of scope…). */
  name?: string
  /** The request parts; the matrix fills method, url and cookie. */
  request?: (w: MatrixWorld, who: FixtureName) => RequestParts | Promise<RequestParts>
  /** Expected status per fixture; `others` for every fixture not named. */
  expect: Partial<Record<FixtureName, Expected>> & { others: Expected }
}
