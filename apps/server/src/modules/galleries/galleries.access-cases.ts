import { randomUUID } from 'node:crypto'
import { contracts } from '@nido/domain/contracts/index'
import { galleries, media } from '../../db/schema/index'
import type { AccessCase, Expected, FixtureName, MatrixWorld } from '../../test/matrix'
import { indexNews } from '../news/index'

// Albums and children in photos (docs/galleries.md). Spec 000 §6: albums need communication and
// exclude sponsors, and group and super admins are not main-site roles (403). Albums are made and
// tagged by teachers, directors and coordinators (our choice); an observer's write is
// FORBIDDEN_OBSERVER (403). An album outside the actor's reach answers 404.
//
// The album of these rows: made by teacherA1s1 in school A1, shared with section A1s1, one photo.

/** A fresh album (for writes that change or delete it), or the shared one (for reads). */
async function makeAlbum(w: MatrixWorld) {
  const db = w.app.database.db
  const owner = w.ids.users.teacherA1s1
  const [row] = await db
    .insert(galleries)
    .values({ ownerId: owner, schoolId: w.ids.schoolA1, title: 'Matrix album', description: '' })
    .returning({ id: galleries.id })
  const id = row!.id
  const storageKey = `matrix/${randomUUID()}.jpg`
  await w.app.deps.storage.put(storageKey, Buffer.from('matrix photo'), 'image/jpeg')
  const [photo] = await db
    .insert(media)
    .values({
      ownerId: owner,
      schoolId: w.ids.schoolA1,
      kind: 'gallery',
      type: 'IMAGE',
      storageKey,
      mimeType: 'image/jpeg',
      fileName: 'matrix.jpg',
      size: 1,
      status: 'ready',
      attachedId: id,
    })
    .returning({ id: media.id })
  await indexNews(db, {
    type: 'Gallery',
    referenceId: id,
    ownerId: owner,
    schoolId: w.ids.schoolA1,
    status: 'published',
    publishAt: new Date('2026-01-01T00:00:00Z'),
    searchText: 'Matrix album',
    targets: [{ targetType: 'Section', targetId: w.ids.sectionA1s1 }],
  })
  return { id, photoId: photo!.id }
}

const shared = new WeakMap<MatrixWorld, Promise<{ id: string; photoId: string }>>()
const sharedAlbum = (w: MatrixWorld) => {
  let album = shared.get(w)
  if (!album) {
    album = makeAlbum(w)
    shared.set(w, album)
  }
  return album
}

/** Not main-site roles, or sponsors (spec 000 §6 "albums exclude sponsors"). */
const noAlbums = { superAdmin: 403, groupAdminA: 403, sponsorA1: 403 } as const
/** Who does not make albums or tags. */
const notAuthors = { ...noAlbums, etudeA: 403, guardianA1s1: 403, guardianB1: 403, childA1s1: 403 } as const

/** Who sees the shared album: its owner, section A1s1's people and the staff of school A1. */
const readAlbum: Partial<Record<FixtureName, Expected>> & { others: Expected } = {
  anonymous: 401,
  ...noAlbums,
  directorB1: 404,
  teacherA1s2: 404,
  guardianB1: 404,
  others: 200,
}

const albumInput = (w: MatrixWorld) => ({
  title: 'Matrix',
  targets: [{ targetType: 'Section', targetId: w.ids.sectionA1s1 }],
  mediaIds: [],
})

const onlyGuardians = (ownerOk: FixtureName, otherGuardian: FixtureName, ok: number) => ({
  anonymous: 401,
  [ownerOk]: ok,
  [otherGuardian]: 404,
  others: 403,
})

export const accessCases: AccessCase[] = [
  { route: contracts.galleries.list, expect: { anonymous: 401, ...noAlbums, others: 200 } },
  {
    route: contracts.galleries.create,
    name: 'shared with section A1s1',
    request: (w) => ({ payload: albumInput(w) }),
    expect: {
      anonymous: 401,
      ...notAuthors,
      observerA1s1: 403,
      teacherA1s2: 404,
      directorB1: 404,
      others: 201,
    },
  },
  {
    route: contracts.galleries.read,
    request: async (w) => ({ params: { id: (await sharedAlbum(w)).id } }),
    expect: readAlbum,
  },
  {
    route: contracts.galleries.archive,
    request: async (w) => ({ params: { id: (await sharedAlbum(w)).id } }),
    expect: readAlbum,
  },
  {
    route: contracts.galleries.update,
    request: async (w) => ({ params: { id: (await makeAlbum(w)).id }, payload: albumInput(w) }),
    expect: {
      anonymous: 401,
      ...notAuthors,
      observerA1s1: 403,
      teacherA1s2: 404,
      directorB1: 404,
      others: 200,
    },
  },
  {
    route: contracts.galleries.delete,
    request: async (w) => ({ params: { id: (await makeAlbum(w)).id } }),
    expect: {
      anonymous: 401,
      ...notAuthors,
      observerA1s1: 403,
      teacherA1s2: 404,
      directorB1: 404,
      others: 204,
    },
  },
  {
    route: contracts.galleries.tagCandidates,
    request: async (w) => ({ params: { mediaId: (await sharedAlbum(w)).photoId } }),
    expect: { anonymous: 401, ...notAuthors, teacherA1s2: 404, directorB1: 404, others: 200 },
  },
  {
    route: contracts.galleries.tagChildren,
    request: async (w) => ({
      params: { mediaId: (await sharedAlbum(w)).photoId },
      payload: { childIds: [w.ids.childA1s1] },
    }),
    expect: {
      anonymous: 401,
      ...notAuthors,
      observerA1s1: 403,
      teacherA1s2: 404,
      directorB1: 404,
      others: 200,
    },
  },
  ...[contracts.galleries.childPhotos, contracts.galleries.childPhotosArchive].flatMap(
    (route): AccessCase[] => [
      {
        route,
        name: 'childA1s1',
        request: (w) => ({ params: { childId: w.ids.childA1s1 } }),
        expect: onlyGuardians('guardianA1s1', 'guardianB1', 200),
      },
      {
        route,
        name: 'childB1',
        request: (w) => ({ params: { childId: w.ids.childB1 } }),
        expect: onlyGuardians('guardianB1', 'guardianA1s1', 200),
      },
    ],
  ),
  ...[
    { route: contracts.galleries.photoConsent, payload: undefined },
    { route: contracts.galleries.setPhotoConsent, payload: { withheld: false } },
  ].flatMap(({ route, payload }): AccessCase[] => [
    {
      route,
      name: 'childA1s1 (guardianA1s1 is their referent)',
      request: (w) => ({ params: { childId: w.ids.childA1s1 }, ...(payload ? { payload } : {}) }),
      expect: onlyGuardians('guardianA1s1', 'guardianB1', 200),
    },
    {
      route,
      name: 'childA1s2 (no fixture guardian)',
      request: (w) => ({ params: { childId: w.ids.childA1s2 }, ...(payload ? { payload } : {}) }),
      expect: { anonymous: 401, guardianA1s1: 404, guardianB1: 404, others: 403 },
    },
  ]),
]
