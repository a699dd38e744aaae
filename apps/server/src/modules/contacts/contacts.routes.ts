import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { listContacts, listGroups } from './contacts.service'

// Issue 6 "Contacts" (spec 000 §2 /contacts, §6). Reads only: nothing to audit.
export function contactsRoutes(route: Route): void {
  route(contracts.contacts.groups, async ({ authorize, db }) => {
    const actor = await authorize()
    return listGroups(db, actor)
  })

  route(contracts.contacts.list, async ({ authorize, db, query }) => {
    const actor = await authorize()
    return listContacts(db, actor, query)
  })
}
