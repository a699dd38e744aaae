import type { ModuleDefinition } from '../module'
import { chatRoutes } from './chat.routes'
import { chatMailDigestJob } from './chat.mail'
import { visibleMessageIds } from './chat.media'
import { chatPersonalData } from './chat.personal-data'

export const chatModule = {
  name: 'chat',
  routes: chatRoutes,
  // A message's file is readable by the members who see the message.
  mediaKinds: { 'chat-message': visibleMessageIds },
  jobs: [chatMailDigestJob],
  personalData: chatPersonalData,
} satisfies ModuleDefinition
