import { AppError } from '@nido/domain/errors'
import { type MediaId, type SchoolId, idFromRow } from '@nido/domain/ids'
import { chatOptionsOf, defaultChatOptions, mayStartChat, type ChatParty } from '@nido/domain/access/chat'
import type { Contact, ContactGroup, ContactKind } from '@nido/domain/contracts/contacts'
import { isFeatureOn } from '@nido/domain/enums/features'
import { contactPhone, contactSearchWords, mayUseContacts } from '@nido/domain/rules/contacts'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { decodeCursor, encodeCursor } from '../../platform/keyset'
import { schoolFeatures } from '../../platform/features'
import {
  childrenInSection,
  familiesPage,
  placementsOfChildren,
  settingsOfUser,
  staffPage,
  type ChildPlacement,
  type ContactCursor,
  type ContactRow,
} from './contacts.queries'
import { blockedUserIdsOf } from './contacts.blocks'

// Contacts (docs/contacts.md). Scope (ARCHITECTURE §5, query scope "guardian by child; child by self"):
// everything starts from the actor's children and their sections, read from the database; a school
// or section the client names that is not among them answers 404.

type Place = ChildPlacement

/**
 * The actor's children's placements that contacts may show: the school's brand lets this profile
 * use contacts (spec 000 §1, §6) and the school has communication on ("contacts need communication
 * enabled", §6). A guardian's children may be in several schools, each with its own flags. A child
 * under no childrenLogin brand has no contacts at all: refused, not an empty page.
 */
async function requireContacts(db: Queryable, actor: Actor): Promise<Place[]> {
  const profile = actor.userPermission.profileType
  const places = await placementsOfChildren(db, actor.familyScope.childIds)
  const allowed = places.filter((p) => mayUseContacts(profile, p.variant))
  if (profile === 'CHILD' && allowed.length === 0) throw new AppError('FORBIDDEN')
  const communication = new Map<string, boolean>()
  for (const schoolId of new Set(allowed.map((p) => p.schoolId))) {
    const flags = await schoolFeatures(db, schoolId)
    communication.set(schoolId, isFeatureOn(flags.communication.state))
  }
  return allowed.filter((p) => communication.get(p.schoolId))
}

/** Schools first, each followed by its sections; each with the actor's children in it. */
export async function listGroups(db: Queryable, actor: Actor): Promise<{ groups: ContactGroup[] }> {
  const places = await requireContacts(db, actor)
  const groups = new Map<string, ContactGroup>()
  const child = (p: Place) => ({ id: p.childId, firstname: p.firstname, lastname: p.lastname })
  const addChild = (group: ContactGroup, p: Place) => {
    if (!group.children.some((c) => c.id === p.childId)) group.children.push(child(p))
  }
  for (const p of places) {
    const school = groups.get(p.schoolId) ?? {
      id: p.schoolId,
      type: 'school' as const,
      name: p.schoolName,
      schoolId: idFromRow<SchoolId>(p.schoolId),
      schoolName: p.schoolName,
      children: [],
    }
    groups.set(p.schoolId, school)
    addChild(school, p)
    const section = groups.get(p.sectionId) ?? {
      id: p.sectionId,
      type: 'section' as const,
      name: p.sectionName,
      schoolId: idFromRow<SchoolId>(p.schoolId),
      schoolName: p.schoolName,
      children: [],
    }
    groups.set(p.sectionId, section)
    addChild(section, p)
  }
  return { groups: [...groups.values()] }
}

const encodeContactCursor = (row: ContactRow) => encodeCursor([row.sortLast, row.sortFirst, row.id])

function decodeContactCursor(cursor: string | undefined): ContactCursor | null {
  const values = decodeCursor(cursor, ['text', 'text', 'uuid'])
  return values && { last: values[0], first: values[1], id: values[2] }
}

export interface ContactsInput {
  schoolId?: string | undefined
  sectionId?: string | undefined
  kind: ContactKind
  q?: string | undefined
  cursor?: string | undefined
  limit: number
}

/** One page of the contacts of one group, sorted by last name, first name (accents folded). */
export async function listContacts(
  db: Queryable,
  actor: Actor,
  input: ContactsInput,
): Promise<{ items: Contact[]; nextCursor: string | null }> {
  const places = await requireContacts(db, actor)
  const place = input.sectionId
    ? places.find((p) => p.sectionId === input.sectionId)
    : places.find((p) => p.schoolId === input.schoolId)
  if (!place) throw new AppError('NOT_FOUND')

  const page = {
    words: contactSearchWords(input.q),
    cursor: decodeContactCursor(input.cursor),
    limit: input.limit,
  }
  const actorSettings = await settingsOfUser(db, actor.userId)
  let rows: ContactRow[]
  if (input.kind === 'staff') {
    rows = await staffPage(
      db,
      input.sectionId ? { sectionId: place.sectionId } : { schoolId: place.schoolId, groupId: place.groupId },
      page,
    )
  } else if (actor.userPermission.profileType !== 'GUARDIAN') {
    // The other-family options are between guardians (access/chat.ts isOtherFamily): a signed-in
    // child sees the staff only (docs/contacts.md).
    rows = []
  } else {
    rows = await familiesPage(
      db,
      {
        sectionId: place.sectionId,
        actorId: actor.userId,
        actorChildIds: actor.familyScope.childIds,
        actorAllowsOtherFamilies: chatOptionsOf(actorSettings).meCanContactOtherFamily,
        theirDefault: defaultChatOptions.otherFamilyCanContactMe,
      },
      page,
    )
  }

  const shown = rows.slice(0, input.limit)
  const last = shown.at(-1)
  const children =
    input.kind === 'family'
      ? await childrenInSection(
          db,
          shown.map((r) => r.id),
          place.sectionId,
        )
      : new Map<string, Array<{ id: string; firstname: string; lastname: string }>>()
  const blocked = await blockedUserIdsOf(db, [actor.userId, ...shown.map((r) => r.id)])
  const me: ChatParty = {
    userId: actor.userId,
    profileType: actor.userPermission.profileType,
    childIds: actor.familyScope.childIds,
    schoolIds: actor.structureTreeScope.schoolIds,
    options: chatOptionsOf(actorSettings),
    blockedUserIds: blocked.get(actor.userId) ?? [],
  }
  const items = shown.map((row): Contact => {
    const them: ChatParty = {
      userId: row.id,
      profileType: row.profileType,
      childIds: row.childIds,
      // Staff are listed for the school of this group; the pro-to-pro options never apply to a
      // family sender, so their other schools do not matter here.
      schoolIds: input.kind === 'staff' ? [place.schoolId] : [],
      options: chatOptionsOf(row.settings),
      blockedUserIds: blocked.get(row.id) ?? [],
    }
    return {
      id: row.id,
      kind: input.kind,
      profileType: row.profileType,
      firstname: row.firstname,
      lastname: row.lastname,
      jobTitle: input.kind === 'staff' ? row.jobTitle : null,
      email: input.kind === 'staff' ? row.email : null,
      phone: contactPhone(row.phone, row.settings),
      avatarMediaId: idFromRow<MediaId>(row.avatarMediaId),
      children: children.get(row.id) ?? [],
      // Observers write nothing, starting a conversation included (spec 000 §6).
      canMessage: !actor.observer && mayStartChat(me, them),
    }
  })
  return { items, nextCursor: rows.length > input.limit && last ? encodeContactCursor(last) : null }
}
