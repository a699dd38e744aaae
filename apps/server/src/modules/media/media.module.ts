import type { ModuleDefinition } from '../module'
import { mediaRoutes } from './media.routes'
import { locationBackfillJob } from './media.location-backfill'
import { uploadSweepJob } from './media.sweep'
import { avatarVisibility } from './media.visibility'

export const mediaModule = {
  name: 'media',
  routes: mediaRoutes,
  mediaKinds: { user: avatarVisibility },
  jobs: [uploadSweepJob, locationBackfillJob],
} satisfies ModuleDefinition
