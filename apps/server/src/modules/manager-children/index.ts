// The public face of manager-children (ARCHITECTURE §2): the contract holders and the persons
// allowed to pick a child up, for the daily departure picker (spec 001 §6), whether a guardian
// holds a child's contract, for the context's guardian manager menu (spec 000 §6), and the child
// scope functions the contracts' routes reuse (docs/manager-contracts.md).
export {
  childReach,
  contractHeldBy,
  contractHoldersOf,
  holdsContract,
  pickupPersonsOf,
  schoolOfChild,
} from './manager-children.queries'
export { childInScope, heldChildInScope, type ChildInScope } from './manager-children.service'
