import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migrateDb, openDb } from '../../server/db/connection'
import { startEmbeddedPostgres } from '../../server/db/postgres'
import { TEMPLATE_DB } from './harness'

/**
 * Starts one PostgreSQL for the whole server suite (the embedded one, or DATABASE_URL when set) and
 * migrates a template database; each test file then clones it into a fresh database of its own.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL
  let stop = async () => {}
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'backoffice-test-pg-'))
    const embedded = await startEmbeddedPostgres(dir, () => {})
    adminUrl = embedded.url
    stop = async () => {
      await embedded.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${TEMPLATE_DB}`)
  await admin.query(`create database ${TEMPLATE_DB}`)
  await admin.end()
  const templateUrl = new URL(adminUrl)
  templateUrl.pathname = `/${TEMPLATE_DB}`
  const db = openDb(templateUrl.toString(), 1)
  await migrateDb(db)
  await db.$client.end()
  project.provide('adminDatabaseUrl', adminUrl)
  return stop
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string
  }
}
