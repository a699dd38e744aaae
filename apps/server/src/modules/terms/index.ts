// The public face of terms (ARCHITECTURE §2): other modules use only what is exported here —
// the terms a user or a child has to accept, for the context.
export { readTerms, readTermsForChild } from './terms.service'
