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
import { registerGalleryMediaVisibility } from './galleries.visibility'
import { childPhotosArchive, listChildPhotos } from './child-photos.service'
import { readPhotoConsent, setPhotoConsent } from './photo-consent.service'
import { readTagCandidates, setTags } from './photo-tags.service'

export function galleriesRoutes(route: Route): void {
  registerGalleryMediaVisibility()

  route(contracts.galleries.list, async ({ authorize, db, now, query }) => {
    const actor = await authorize()
    return listAlbums(db, actor, now, query)
  })

  route(contracts.galleries.create, async ({ authorize, db, now, body }) => {
    const actor = await authorize()
    const { id } = await db.transaction((tx) => createAlbum(tx, actor, now, body))
    return readAlbum(db, actor, now, id)
  })

  route(contracts.galleries.read, async ({ authorize, db, now, params }) => {
    const actor = await authorize()
    return readAlbum(db, actor, now, params.id)
  })

  route(contracts.galleries.update, async ({ authorize, db, deps, now, params, body }) => {
    const actor = await authorize()
    const keys = await db.transaction((tx) => updateAlbum(tx, actor, now, params.id, body))
    await deleteStoredObjects(deps.storage, keys)
    return readAlbum(db, actor, now, params.id)
  })

  route(contracts.galleries.delete, async ({ authorize, db, deps, now, params }) => {
    const actor = await authorize()
    const keys = await db.transaction((tx) => deleteAlbum(tx, actor, now, params.id))
    await deleteStoredObjects(deps.storage, keys)
    return null
  })

  route(contracts.galleries.archive, async ({ authorize, db, deps, now, params, reply }) => {
    const actor = await authorize()
    const { title, entries } = await albumArchive(db, actor, now, params.id)
    return archiveStream(reply, deps.storage, title, entries)
  })

  route(contracts.galleries.tagCandidates, async ({ authorize, db, now, params }) => {
    const actor = await authorize()
    return readTagCandidates(db, actor, now, params.mediaId)
  })

  route(contracts.galleries.tagChildren, async ({ authorize, db, now, params, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => setTags(tx, actor, now, params.mediaId, body.childIds))
  })

  route(contracts.galleries.childPhotos, async ({ authorize, db, now, params, query }) => {
    const actor = await authorize()
    return listChildPhotos(db, actor, now, params.childId, query)
  })

  route(contracts.galleries.childPhotosArchive, async ({ authorize, db, deps, now, params, reply }) => {
    const actor = await authorize()
    const { name, entries } = await childPhotosArchive(db, actor, now, params.childId)
    return archiveStream(reply, deps.storage, name, entries)
  })

  route(contracts.galleries.photoConsent, async ({ authorize, db, params }) => {
    const actor = await authorize()
    return readPhotoConsent(db, actor, params.childId)
  })

  route(contracts.galleries.setPhotoConsent, async ({ authorize, db, now, params, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => setPhotoConsent(tx, actor, now, params.childId, body.withheld))
  })
}
