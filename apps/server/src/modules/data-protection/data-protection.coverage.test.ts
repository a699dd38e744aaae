import { describe, expect, it } from 'vitest'
import { getTableName, is } from 'drizzle-orm'
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core'
import * as schema from '../../db/schema/index'
import { modules } from '../index'

// The data export holds everything about a person (docs/data-protection.md): every table of the
// schema with a column referencing a user or a child is read by some module's `personalData`
// declaration, or listed there as excluded with a reason. A new table about people that nobody
// declared fails here, before a family's export silently misses it.

/** Columns that name a person without a foreign key (the audit log keeps ids of erased users). */
const personColumn = /(^|_)(user|child|author|owner|actor|impersonator|guardian|sender|recipient)_ids?$/

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()

/** Every table of the schema, by SQL name, with the columns that reference a person. */
function tablesAboutPeople(): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue
    const config = getTableConfig(value)
    // The people table itself: every row is a person.
    const columns = new Set<string>(value === schema.users ? ['id'] : [])
    for (const key of config.foreignKeys) {
      const reference = key.reference()
      if (reference.foreignTable !== schema.users) continue
      for (const column of reference.columns) columns.add(snake(column.name))
    }
    for (const column of config.columns)
      if (personColumn.test(snake(column.name))) columns.add(snake(column.name))
    if (columns.size > 0) found.set(config.name, [...columns])
  }
  return found
}

function declared() {
  const exported = new Set<string>()
  const excluded = new Map<string, string>()
  for (const module of modules) {
    const declaration = module.personalData
    if (!declaration) continue
    for (const entry of [...(declaration.user ?? []), ...(declaration.child ?? [])])
      exported.add(getTableName(entry.table))
    for (const entry of declaration.excluded ?? []) excluded.set(getTableName(entry.table), entry.reason)
  }
  return { exported, excluded }
}

describe('personal data declarations (docs/data-protection.md)', () => {
  it('finds the tables about people by their foreign keys and person columns', () => {
    const found = tablesAboutPeople()
    // By foreign key to users, by a child's key, and by name alone (no foreign key).
    expect(found.get('chat_messages')).toEqual(['owner_id'])
    expect(found.get('guardianships')).toEqual(['guardian_id', 'child_id'])
    expect(found.get('audit_log')).toEqual(['actor_id', 'impersonator_id'])
    expect(found.get('users')).toEqual(['id'])
    expect(found.has('schools')).toBe(false)
  })

  it('exports every table holding a user’s or a child’s rows, or excludes it with a reason', () => {
    const { exported, excluded } = declared()
    const missing = [...tablesAboutPeople().keys()].filter(
      (table) => !exported.has(table) && !excluded.has(table),
    )
    expect(missing).toEqual([])
    for (const [table, reason] of excluded) {
      expect(exported.has(table), `${table} is both exported and excluded`).toBe(false)
      expect(reason.trim().length, `${table} is excluded without a reason`).toBeGreaterThan(10)
    }
  })
})
