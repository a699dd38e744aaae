import { openDatabase } from '../db/client'
import { adminUrl, databaseUrlFor, templateDatabaseName, withAdminClient } from './db'

// Migrates the template database once per run when tests use PostgreSQL.
export default async function setup(): Promise<void> {
  const base = adminUrl()
  if (!base) return
  await withAdminClient(async (c) => {
    await c.query(`drop database if exists ${templateDatabaseName} with (force)`)
    await c.query(`create database ${templateDatabaseName}`)
  })
  const template = await openDatabase({ url: databaseUrlFor(base, templateDatabaseName), pool: 1 })
  await template.migrate()
  await template.close()
}
