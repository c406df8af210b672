import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { type AppDeps, buildApp } from '../../server/app'
import { type Db, openDb } from '../../server/db/connection'
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed'

export const TEMPLATE_DB = 'backoffice_test_template'

/** A fresh database cloned from the migrated template; dropped after the file's tests. */
export async function freshDatabase(): Promise<{ db: Db; url: string }> {
  const adminUrl = inject('adminDatabaseUrl')
  const name = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const db = openDb(url.toString(), 5)
  afterAll(async () => {
    await db.$client.end()
    const cleanup = new pg.Client({ connectionString: adminUrl })
    await cleanup.connect()
    await cleanup.query(`drop database if exists ${name} with (force)`)
    await cleanup.end()
  })
  return { db, url: url.toString() }
}

/** A fresh database with nothing but office 1 ('Teste') and user 1 in it, for tests of the database layer. */
export async function freshDatabaseWithUser(): Promise<Db> {
  const { db } = await freshDatabase()
  await db.$client.query(`insert into escritorios (id_escritorio, nome_escritorio) values (1, 'Teste')`)
  await db.$client.query(
    `insert into usuarios (id_interno, email, nome, tipo_usuario, senha_hash) values (1, 'teste@teste.local', 'Teste', 'EQUIPE', 'x')`,
  )
  return db
}

/** The real Fastify app on a fresh, seeded database (serving a web app from `webRoot` if given): call it with `app.inject`. */
export async function seededApp(
  options: Pick<AppDeps, 'webRoot' | 'allowLoopbackPush' | 'jobs' | 'roomStreamMs' | 'logStream'> & {
    /** Extra configuration (e.g. SMTP_* for a loopback mail server). */
    config?: Partial<AppDeps['config']>
  } = {},
) {
  const { db, url } = await freshDatabase()
  await seedDemo(db)
  // Rooms live streams end quickly, so a walk over every route (which opens them) does not wait on them.
  const app = await buildApp({
    db,
    roomStreamMs: 200,
    ...options,
    config: { SESSION_TTL_HOURS: 12, LOG_LEVEL: 'silent', ...options.config },
  })
  afterAll(() => app.close())

  async function login(email: string, password = DEMO_PASSWORD) {
    const res = await app.inject({ method: 'POST', url: '/login', payload: { email, password } })
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`)
    return res.json().token as string
  }
  return { app, db, url, login }
}

export const demo = {
  equipe: 'equipe@demo.local',
  gestor: 'gestor@demo.local',
  assessor: 'assessor@demo.local',
  planejador: 'planejador@demo.local',
  cliente: 'cliente@demo.local',
  gestorAurora: 'gestor.aurora@demo.local',
} as const
