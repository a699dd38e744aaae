import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { listContacts, listGroups } from './contacts.service'

// Contacts (spec 000 §2 /contacts, §6; docs/contacts.md). Reads only: nothing to audit.
export function contactsRoutes(route: Route): void {
  route(contracts.contacts.groups, async ({ actor, db }) => {
    return listGroups(db, actor)
  })

  route(contracts.contacts.list, async ({ actor, db, query }) => {
    return listContacts(db, actor, query)
  })
}
