import type { ModuleDefinition } from '../module'
import { mediaRoutes } from './media.routes'
import { locationBackfillJob } from './media.location-backfill'
import { uploadSweepJob } from './media.sweep'
import { avatarVisibility } from './media.visibility'
import { mediaPersonalData } from './media.personal-data'

export const mediaModule = {
  name: 'media',
  routes: mediaRoutes,
  mediaKinds: { user: avatarVisibility },
  jobs: [uploadSweepJob, locationBackfillJob],
  personalData: mediaPersonalData,
} satisfies ModuleDefinition
