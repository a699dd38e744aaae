// The public face of brands (ARCHITECTURE §2): other modules use only what is exported here —
// the brand of a domain, which an external sign-in lands on.
export { findBrandByDomain, findDefaultBrand } from './brands.queries'
