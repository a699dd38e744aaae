import type { ModuleDefinition } from '../module'
import { mediaRoutes } from './media.routes'
import { uploadSweepJob } from './media.sweep'
import { avatarVisibility } from './media.visibility'
import { mediaPersonalData } from './media.personal-data'

export const mediaModule = {
  name: 'media',
  routes: mediaRoutes,
  mediaKinds: { user: avatarVisibility },
  jobs: [uploadSweepJob],
  personalData: mediaPersonalData,
} satisfies ModuleDefinition
