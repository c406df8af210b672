import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { type AppDeps, buildApp } from '../../server/app'
import { type Db, openDb } from '../../server/db/connection'
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed'
import { type Post, signInWithDemoCode, type TotpCodes, totpCodes } from '../support/demo-sign-in'

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

  // The demo staff account's codes on this database (each signs in once): tests that send its codes use these too.
  const codes = totpCodes()
  const login = (email: string, password = DEMO_PASSWORD) => loginOn(app, email, password, codes)
  return { app, db, url, login, codes }
}

/** The POST of `signInWithDemoCode` through `app.inject`. */
export const injectPost =
  (app: FastifyInstance): Post =>
  async (url, payload) => {
    const res = await app.inject({ method: 'POST', url, payload })
    return { status: res.statusCode, body: res.json() }
  }

/** A session token of `email` on `app` (the demo staff account through its second factor). */
export async function loginOn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  codes?: TotpCodes,
): Promise<string> {
  const res = await signInWithDemoCode(injectPost(app), email, password, codes)
  if (res.status !== 200 || typeof res.body.token !== 'string') {
    throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`)
  }
  return res.body.token
}

export const demo = {
  equipe: 'equipe@demo.local',
  gestor: 'gestor@demo.local',
  assessor: 'assessor@demo.local',
  planejador: 'planejador@demo.local',
  cliente: 'cliente@demo.local',
  gestorAurora: 'gestor.aurora@demo.local',
} as const

/** A session token of `email` from a server in another process at `base` (a child server). */
export async function loginByFetch(base: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const post: Post = async (path, body) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: await res.json() }
  }
  const res = await signInWithDemoCode(post, email, password)
  if (typeof res.body.token !== 'string') throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.token
}
