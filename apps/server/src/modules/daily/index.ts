// The public face of daily (ARCHITECTURE §2): other modules use only what is exported here —
// the demo seed's staff code.
export { seededStaffCodeHash } from './daily.codes'
