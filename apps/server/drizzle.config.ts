import { defineConfig } from 'drizzle-kit'

// Migrations are generated from src/db/schema, committed, and applied at start-up (ARCHITECTURE §6).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
})
