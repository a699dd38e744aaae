// The public face of manager-contracts (ARCHITECTURE §2): pricing a contract and freezing its PDF
// the way the API does, for the demo seed (seed/demo-manager-contracts.ts).
export { contractById } from './manager-contracts.queries'
export { reprice as priceContractRow } from './manager-contracts.pricing'
export { freezeContract } from './manager-contracts.service'
