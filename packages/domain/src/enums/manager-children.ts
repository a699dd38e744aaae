// Manager child and guardian files (docs/manager-children.md, decision 0050). Spec 000 §3 lists
// no authorization kinds nor resource sources ("not shown"); these are the ones issue text and
// the research file (manager-advisor-enrolment.md §1) name, in this order.

/** What a family authorizes for their child: photos taken, outings, urgent care. */
export const authorizationKinds = ['Photos', 'Outings', 'Care'] as const
export type AuthorizationKind = (typeof authorizationKinds)[number]

/** Where household resources were read: the CAF's CDAP consultation, the tax notice, or declared. */
export const resourceSources = ['CafCdap', 'TaxNotice', 'Declared'] as const
export type ResourceSource = (typeof resourceSources)[number]
