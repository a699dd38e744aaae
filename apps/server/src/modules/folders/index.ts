// The public face of folders (ARCHITECTURE §2): other modules use only what is exported here —
// the board helpers shared by folders, polls, postal cards, calendar and chat
// (school of the actor, managers, people, news rows of items, keyset cursors).
export {
  beforeCursor,
  currentSchoolOf,
  decodeCursor,
  emptyPage,
  encodeCursor,
  isManager,
  listSchoolOf,
  mayManage,
  newsOfItems,
  pageOf,
  peopleByIds,
} from './boards.shared'
