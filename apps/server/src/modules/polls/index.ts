// The public face of polls (ARCHITECTURE §2): other modules use only what is exported here —
// poll rows, which the boards' access matrix builds.
export { insertOptions, insertPoll, optionsOf } from './polls.queries'
