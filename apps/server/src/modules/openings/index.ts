// The public face of openings (ARCHITECTURE §2): other modules use only what is exported here —
// a school's regular openings and closings, for the context and the daily board.
export { closingsOn, regularOpenings } from './openings.queries'
