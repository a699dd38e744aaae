// The manager's cost engine (docs/manager-pricing.md): pure code, no I/O.
export * from './arithmetic'
export * from './engine'
export * from './explanation'
export * from './input'
export * from './presence'
export * from './seed'
export * from './tables'
