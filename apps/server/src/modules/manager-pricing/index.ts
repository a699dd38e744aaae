// The public face of manager-pricing (ARCHITECTURE §2): pricing an input for a school with its
// tables and closings, which the contracts (docs/manager-contracts.md) record as decisions.
export { priceForSchool, type SchoolPrice } from './manager-pricing.service'
