// The public face of manager-documents (ARCHITECTURE §2): the conditions printed on a school's
// contracts (its default contract template, merged for the contract's child), and a template's
// PDF for a child, for the demo seed (seed/demo-manager-documents.ts).
export { contractConditionsOf } from './manager-documents.conditions'
export { conditionsParagraphs } from './manager-documents.pdf'
export { renderDocument } from './manager-documents.service'
