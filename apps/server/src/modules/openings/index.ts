// The public face of openings (ARCHITECTURE §2): other modules use only what is exported here —
// a school's regular openings and closings, for the context and the daily board, and their
// editing, for the manager's openings page (docs/manager.md "Openings").
export {
  closingById,
  closingsOn,
  closingsPage,
  deleteClosingRow,
  insertClosing,
  regularOpenings,
  replaceWeeklyOpenings,
  updateClosingRow,
  type ClosingRow,
  type ClosingValues,
} from './openings.queries'
