import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { archiveStream } from './galleries.archive'
import {
  albumArchive,
  createAlbum,
  deleteAlbum,
  deleteStoredObjects,
  listAlbums,
  readAlbum,
  updateAlbum,
} from './galleries.service'
import { childPhotosArchive, listChildPhotos } from './child-photos.service'
import { readPhotoConsent, setPhotoConsent } from './photo-consent.service'
import { readTagCandidates, setTags } from './photo-tags.service'

export function galleriesRoutes(route: Route): void {
  route(contracts.galleries.list, async ({ actor, db, now, query }) => {
    return listAlbums(db, actor, now, query)
  })

  route(contracts.galleries.create, async ({ actor, db, now, body }) => {
    const { id } = await db.transaction((tx) => createAlbum(tx, actor, now, body))
    return readAlbum(db, actor, now, id)
  })

  route(contracts.galleries.read, async ({ actor, db, now, params }) => {
    return readAlbum(db, actor, now, params.id)
  })

  route(contracts.galleries.update, async ({ actor, db, deps, now, params, body }) => {
    const keys = await db.transaction((tx) => updateAlbum(tx, actor, now, params.id, body))
    await deleteStoredObjects(deps.storage, keys)
    return readAlbum(db, actor, now, params.id)
  })

  route(contracts.galleries.delete, async ({ actor, db, deps, now, params }) => {
    const keys = await db.transaction((tx) => deleteAlbum(tx, actor, now, params.id))
    await deleteStoredObjects(deps.storage, keys)
    return null
  })

  route(contracts.galleries.archive, async ({ actor, db, deps, now, params, reply }) => {
    const { title, entries } = await albumArchive(db, actor, now, params.id)
    return archiveStream(reply, deps.storage, title, entries)
  })

  route(contracts.galleries.tagCandidates, async ({ actor, db, now, params }) => {
    return readTagCandidates(db, actor, now, params.mediaId)
  })

  route(contracts.galleries.tagChildren, async ({ actor, db, now, params, body }) => {
    return db.transaction((tx) => setTags(tx, actor, now, params.mediaId, body.childIds))
  })

  route(contracts.galleries.childPhotos, async ({ actor, db, now, params, query }) => {
    return listChildPhotos(db, actor, now, params.childId, query)
  })

  route(contracts.galleries.childPhotosArchive, async ({ actor, db, deps, now, params, reply }) => {
    const { name, entries } = await childPhotosArchive(db, actor, now, params.childId)
    return archiveStream(reply, deps.storage, name, entries)
  })

  route(contracts.galleries.photoConsent, async ({ actor, db, params }) => {
    return readPhotoConsent(db, actor, params.childId)
  })

  route(contracts.galleries.setPhotoConsent, async ({ actor, db, now, params, body }) => {
    return db.transaction((tx) => setPhotoConsent(tx, actor, now, params.childId, body.withheld))
  })
}
