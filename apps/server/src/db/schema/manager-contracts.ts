import { sql } from 'drizzle-orm'
import { customType, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type {
  ContractDocumentStatus,
  ContractSchedule,
  ContractStatus,
  ContractType,
  EstimateStatus,
} from '@nido/domain/enums/manager'
import type { PricingChange } from '@nido/domain/contracts/manager-contracts'
import type { DecisionInputs } from '@nido/domain/manager/pricing/decision'
import type { PricingResult } from '@nido/domain/manager/pricing/engine'
import type { PresenceSlot, TarificationType } from '@nido/domain/manager/pricing/input'
import { id, timestamps } from './columns'
import { managerServiceOptions } from './manager-structure'
import { users } from './people'
import { schools } from './structure'

// The manager's contracts and their pricing decisions (docs/manager-contracts.md, decision 0061).
// Enumerations are text checked by the contract's zod schema at the boundary, as
// manager-structure.ts does.

/** A PDF's bytes (the frozen contract, a generated document). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: the service always gets a Buffer.
  fromDriver: (value) => Buffer.from(value),
})

/** A child's contract: the terms staff write, its document and signature state. */
export const managerContracts = pgTable(
  'manager_contracts',
  {
    id: id(),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    type: text().$type<ContractType>().notNull(),
    schedule: text().$type<ContractSchedule>().notNull(),
    tarificationType: text().$type<TarificationType>().notNull(),
    serviceOptionId: uuid().references(() => managerServiceOptions.id, { onDelete: 'set null' }),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    adaptationEndDate: date({ mode: 'string' }),
    /** Fixed presences per week of the cycle; a short list read and written whole. */
    weeks: jsonb().$type<PresenceSlot[][]>().notNull().default([]),
    holidayWeeks: jsonb().$type<string[]>().notNull().default([]),
    baseCostCents: integer(),
    afternoonCostCents: integer(),
    note: text(),
    documentStatus: text().$type<ContractDocumentStatus>().notNull().default('Draft'),
    status: text().$type<ContractStatus>().notNull().default('Inactive'),
    estimateStatus: text().$type<EstimateStatus>().notNull().default('none'),
    sentAt: timestamp({ withTimezone: true }),
    /** The PDF frozen when the contract was sent; null until then. */
    pdf: bytea(),
    /** SHA-256 (hex) of `pdf`: what the family signs. */
    pdfSha256: text(),
    signatureName: text(),
    signedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    signedAt: timestamp({ withTimezone: true }),
    signatureAddress: text(),
    /** The hash of the PDF signed, copied at signature time (the evidence keeps its own copy). */
    signedPdfSha256: text(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // The child's list: latest start first (keyset on start_date, id).
    index('manager_contracts_child_idx').on(t.childId, t.startDate.desc(), t.id.desc()),
    // The school's list (/manager/admin/contracts): keyset on start date, id.
    index('manager_contracts_school_idx').on(t.schoolId, t.startDate.desc(), t.id.desc()),
  ],
)

/** What a pricing decision keeps of its inputs: the engine's input and where it came from. */
/** The inputs a decision priced (domain manager/pricing/decision.ts). */
export type PricingDecisionInputs = DecisionInputs

/** An immutable dated price of a contract: a new price is a new row, never an update. */
export const managerPricingDecisions = pgTable(
  'manager_pricing_decisions',
  {
    id: id(),
    contractId: uuid()
      .notNull()
      .references(() => managerContracts.id, { onDelete: 'cascade' }),
    decidedAt: timestamp({ withTimezone: true }).notNull(),
    decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    inputs: jsonb().$type<PricingDecisionInputs>().notNull(),
    result: jsonb().$type<PricingResult>().notNull(),
    changes: text()
      .array()
      .$type<PricingChange[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    monthlyCents: integer().notNull(),
    totalCents: integer().notNull(),
    currency: text().notNull(),
    ...timestamps,
  },
  (t) => [index('manager_pricing_decisions_contract_idx').on(t.contractId, t.decidedAt.desc(), t.id.desc())],
)
