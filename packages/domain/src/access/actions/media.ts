import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

// Media: upload, URLs, download. Every signed-in profile uploads (an avatar at
// least) and reads what it may see; who may see a file is decided per file by what it is attached
// to (apps/server/src/modules/media/media.visibility.ts), not here.
//
// Uploads are not flagged `write` because an observer may still change their own avatar (a
// personal change, like account.update); the media service refuses observers every other kind
// with FORBIDDEN_OBSERVER (spec 000 §6: observers are read-only).
export const mediaActions = {
  'media.presign': { profiles: profileTypes, write: false },
  'media.complete': { profiles: profileTypes, write: false },
  'media.multipartCreate': { profiles: profileTypes, write: false },
  'media.multipartParts': { profiles: profileTypes, write: false },
  'media.multipartComplete': { profiles: profileTypes, write: false },
  'media.abort': { profiles: profileTypes, write: false },
  // Public: the signature in the URL is the authorization (docs/media.md).
  'media.putObject': { profiles: profileTypes, write: false },
  'media.file': { profiles: profileTypes, write: false },
  'media.publicUrl': { profiles: profileTypes, write: false },
  'media.url': { profiles: profileTypes, write: false },
  'media.download': { profiles: profileTypes, write: false },
  'media.avatar': { profiles: profileTypes, write: false },
  'media.setAvatar': { profiles: profileTypes, write: false },
} as const satisfies Record<string, ActionRule>
