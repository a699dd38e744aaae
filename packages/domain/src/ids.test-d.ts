import { expectTypeOf, test } from 'vitest'
import type { z } from 'zod'
import type { ChatMessage } from './contracts/chat'
import type { Folder } from './contracts/folders'
import type { Me } from './contracts/me'
import type { PostalCard, zPostalCardInput } from './contracts/postal-cards'
import type { ScopeMetadata } from './contracts/scope'
import {
  idFromRow,
  type ChannelId,
  type ChildId,
  type EventId,
  type NewsId,
  type SchoolId,
  type UserId,
  type zChildId,
  type zSchoolId,
  type zSchoolIdOut,
} from './ids'

// STYLE habit 3, decision 0013: the compiler refuses to mix kinds of ids.
declare function childOnly(id: ChildId): void
declare function userOnly(id: UserId): void
declare function schoolOnly(id: SchoolId): void

test('a school id cannot be passed where a child id is expected', () => {
  const school = idFromRow<SchoolId>('0190a3c2-7b1e-7000-8000-000000000001')
  const child = idFromRow<ChildId>('0190a3c2-7b1e-7000-8000-000000000002')
  const user = idFromRow<UserId>('0190a3c2-7b1e-7000-8000-000000000003')
  // @ts-expect-error a school id is not a child id
  childOnly(school)
  // @ts-expect-error a plain string is not a child id
  childOnly('0190a3c2-7b1e-7000-8000-000000000002')
  // @ts-expect-error a user id is not (necessarily) a child id
  childOnly(user)
  // Children are users (spec 000 §3): a child id goes where a user id is expected.
  userOnly(child)
  // @ts-expect-error a child id is not a school id
  schoolOnly(child)
  // @ts-expect-error news and event ids do not mix
  expectTypeOf<NewsId>().toEqualTypeOf<EventId>()
  // An id is still a string for whoever only reads it.
  expectTypeOf(school).toExtend<string>()
})

test('contract schemas take strings and parse to branded ids', () => {
  expectTypeOf<z.input<typeof zChildId>>().toEqualTypeOf<string>()
  expectTypeOf<z.output<typeof zChildId>>().toEqualTypeOf<ChildId>()
  expectTypeOf<z.output<typeof zSchoolId>>().toEqualTypeOf<SchoolId>()
  expectTypeOf<z.output<typeof zSchoolIdOut>>().toEqualTypeOf<SchoolId>()
})

test('the contracts answer branded ids (decision 0013)', () => {
  expectTypeOf<Folder['schoolId']>().toEqualTypeOf<SchoolId>()
  expectTypeOf<PostalCard['child']['id']>().toEqualTypeOf<UserId>()
  expectTypeOf<Me['user']['id']>().toEqualTypeOf<UserId>()
  expectTypeOf<Me['meta']['familyScope']['childIds']>().toEqualTypeOf<ChildId[]>()
  expectTypeOf<ScopeMetadata['sections'][number]['schoolId']>().toEqualTypeOf<SchoolId>()
  expectTypeOf<ChatMessage['chatChannelId']>().toEqualTypeOf<ChannelId>()
  expectTypeOf<z.input<typeof zPostalCardInput>['childId']>().toEqualTypeOf<string>()
  expectTypeOf<z.output<typeof zPostalCardInput>['childId']>().toEqualTypeOf<ChildId>()
})
