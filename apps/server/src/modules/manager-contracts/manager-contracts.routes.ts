import { contracts } from '@nido/domain/contracts/index'
import { sendPdf, type Route } from '../../platform/http'
import { childInScope, heldChildInScope } from '../manager-children/index'
import {
  acceptEstimate,
  changeContract,
  contractDetail,
  contractInScope,
  createContract,
  heldContract,
  listContracts,
  listSchoolContracts,
  listDecisions,
  pdfOf,
  removeContract,
  repriceContract,
  sendContract,
  signContract,
  submitEstimate,
} from './manager-contracts.service'

// Spec 000 §2 /manager/admin/children/{id}/contracts, contracts/{contractid} and
// /manager/guardian/contract (docs/manager-contracts.md). Thin handlers: the router checked the
// action's rule; the child (staff) or the held child (guardian) is asked for once through
// manager-children's scope functions (404 outside), and each write is one transaction with its
// audit row that answers the contract as it left it.
export function managerContractsRoutes(route: Route): void {
  const c = contracts.managerContracts

  route(c.list, async ({ db, params, query, requireFor }) => {
    const child = await requireFor(c.list.action, params.childId, childInScope)
    return listContracts(db, { childId: child.id, schoolId: child.schoolId, guardianView: false }, query)
  })

  route(c.schoolList, async ({ actor, db, query }) => listSchoolContracts(db, actor, query))

  route(c.create, async ({ actor, db, params, body, now, requireFor }) =>
    db.transaction(async (tx) => {
      const child = await requireFor(c.create.action, params.childId, childInScope, tx)
      const id = await createContract(tx, actor, child, body, now)
      return contractDetail(tx, actor, id)
    }),
  )

  route(c.get, async ({ actor, db, params, requireFor }) => {
    const scoped = await requireFor(c.get.action, params.contractId, contractInScope)
    return contractDetail(db, actor, scoped.contract.id)
  })

  route(c.update, async ({ actor, db, params, body, now, requireFor }) =>
    db.transaction(async (tx) => {
      const scoped = await requireFor(c.update.action, params.contractId, contractInScope, tx)
      await changeContract(tx, actor, scoped, body, now)
      return contractDetail(tx, actor, scoped.contract.id)
    }),
  )

  route(c.remove, async ({ actor, db, params, requireFor }) =>
    db.transaction(async (tx) => {
      await removeContract(
        tx,
        actor,
        await requireFor(c.remove.action, params.contractId, contractInScope, tx),
      )
      return { ok: true as const }
    }),
  )

  route(c.reprice, async ({ actor, db, params, now, requireFor }) =>
    db.transaction(async (tx) => {
      const scoped = await requireFor(c.reprice.action, params.contractId, contractInScope, tx)
      await repriceContract(tx, actor, scoped, now)
      return contractDetail(tx, actor, scoped.contract.id)
    }),
  )

  route(c.decisions, async ({ db, params, query, requireFor }) => {
    const scoped = await requireFor(c.decisions.action, params.contractId, contractInScope)
    return listDecisions(db, scoped.contract.id, query)
  })

  route(c.submitEstimate, async ({ actor, db, params, now, requireFor }) =>
    db.transaction(async (tx) => {
      const scoped = await requireFor(c.submitEstimate.action, params.contractId, contractInScope, tx)
      await submitEstimate(tx, actor, scoped, now)
      return contractDetail(tx, actor, scoped.contract.id)
    }),
  )

  route(c.send, async ({ actor, db, params, now, requireFor }) =>
    db.transaction(async (tx) => {
      const scoped = await requireFor(c.send.action, params.contractId, contractInScope, tx)
      await sendContract(tx, actor, scoped, now)
      return contractDetail(tx, actor, scoped.contract.id)
    }),
  )

  route(c.pdf, async ({ db, params, now, reply, requireFor }) => {
    const scoped = await requireFor(c.pdf.action, params.contractId, contractInScope)
    return sendPdf(reply, await pdfOf(db, scoped.contract, now))
  })

  route(c.guardianList, async ({ db, params, query, requireFor }) => {
    const child = await requireFor(c.guardianList.action, params.childId, heldChildInScope)
    return listContracts(db, { childId: child.id, schoolId: null, guardianView: true }, query)
  })

  route(c.guardianGet, async ({ actor, db, params, requireFor }) => {
    const child = await requireFor(c.guardianGet.action, params.childId, heldChildInScope)
    const scoped = await heldContract(db, child.id, params.contractId)
    return contractDetail(db, actor, scoped.contract.id)
  })

  route(c.acceptEstimate, async ({ actor, db, params, now, requireFor }) =>
    db.transaction(async (tx) => {
      const child = await requireFor(c.acceptEstimate.action, params.childId, heldChildInScope, tx)
      const scoped = await heldContract(tx, child.id, params.contractId)
      await acceptEstimate(tx, actor, scoped, now)
      return contractDetail(tx, actor, scoped.contract.id)
    }),
  )

  route(c.sign, async ({ actor, db, params, body, now, req, requireFor }) =>
    db.transaction(async (tx) => {
      const child = await requireFor(c.sign.action, params.childId, heldChildInScope, tx)
      const scoped = await heldContract(tx, child.id, params.contractId)
      await signContract(tx, actor, scoped, { name: body.name, address: req.ip }, now)
      return contractDetail(tx, actor, scoped.contract.id)
    }),
  )

  route(c.guardianPdf, async ({ db, params, now, reply, requireFor }) => {
    const child = await requireFor(c.guardianPdf.action, params.childId, heldChildInScope)
    const scoped = await heldContract(db, child.id, params.contractId)
    return sendPdf(reply, await pdfOf(db, scoped.contract, now))
  })
}
