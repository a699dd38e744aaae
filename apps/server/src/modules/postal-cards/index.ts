// The public face of postal-cards (ARCHITECTURE §2): other modules use only what is exported here —
// postal card rows, which the boards' access matrix builds.
export { insertCard } from './postal-cards.queries'
