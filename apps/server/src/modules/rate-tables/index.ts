// The public face of rate-tables (ARCHITECTURE §2): the cost engine's tables for a group and
// dates (manager-pricing reads them), and the start-up seed (server.ts).
export { rateTablesFor, seedRateTables } from './rate-tables.service'
