export * from './people'
export * from './structure'
export * from './features'
export * from './media'
