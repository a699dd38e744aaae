import { eq, getTableColumns, inArray } from 'drizzle-orm'
import { managerContracts, managerPricingDecisions } from '../../db/schema/index'
import type { PersonalData } from '../module'

// What manager-contracts holds about people (docs/data-protection.md): a child's contracts, with
// their signature evidence, and the pricing decisions made for them (which carry the household's
// resources as they were priced). The frozen PDF's bytes are left out of the rows (their SHA-256
// stays); the PDF itself is downloadable from the contract. Signers and deciders are references
// on the child's rows, exported with them.
const { pdf: _pdf, ...contractColumns } = getTableColumns(managerContracts)

export const managerContractsPersonalData: PersonalData = {
  child: [
    {
      table: managerContracts,
      rows: ({ db }, id) =>
        db.select(contractColumns).from(managerContracts).where(eq(managerContracts.childId, id)),
    },
    {
      table: managerPricingDecisions,
      rows: ({ db }, id) =>
        db
          .select()
          .from(managerPricingDecisions)
          .where(
            inArray(
              managerPricingDecisions.contractId,
              db
                .select({ id: managerContracts.id })
                .from(managerContracts)
                .where(eq(managerContracts.childId, id)),
            ),
          ),
    },
  ],
}
