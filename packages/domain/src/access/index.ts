// The access rules of spec 000 §5–6 and 001 §5–6, pure and shared by server and web:
// actions/ (one file per contract module), shell/ (menus, modes, main site), scope/ (the actor's
// scope and the helpers that read it). Decision 0013.
export * from './actions'
export * from './roles'
export * from './access-level'
export * from './chat'
export * from './scope/actor'
export * from './scope/features'
export * from './scope/query-scope'
export * from './scope/context'
export * from './scope/observer'
export * from './scope/scope-search'
export * from './shell/application-mode'
export * from './shell/main-site'
export * from './shell/menu'
export * from './shell/modes'
export * from './shell/shell'
export * from './news-types'
