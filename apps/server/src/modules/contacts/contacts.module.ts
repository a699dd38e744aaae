import type { ModuleDefinition } from '../module'
import { contactsRoutes } from './contacts.routes'

export const contactsModule = {
  name: 'contacts',
  routes: contactsRoutes,
} satisfies ModuleDefinition
