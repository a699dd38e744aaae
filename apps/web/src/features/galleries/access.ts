import type { Me } from '@nido/domain/contracts/me'
import { actionRules } from '@nido/domain/access/actions'

// The web hides what the server would refuse (STYLE habit 4), from the same action rules.
function allowed(me: Me, action: keyof typeof actionRules): boolean {
  const rule = actionRules[action]
  if (!(rule.profiles as readonly string[]).includes(me.meta.userPermission.profileType)) return false
  return !(rule.write && me.user.observer)
}

export const mayCreateAlbum = (me: Me) => allowed(me, 'galleries.create')
export const mayTagChildren = (me: Me) => allowed(me, 'galleries.tagChildren')
export const maySeeChildPhotos = (me: Me) => allowed(me, 'galleries.childPhotos')
/** The viewer's download of one photo (the media download action; the album's zip is its own). */
export const mayDownloadMedia = (me: Me) => allowed(me, 'media.download')
