/**
 * BPO payables benchmark: 100,000 payables in one office of a fresh database, then the list endpoint (first page
 * of 100, the count and the totals per status, all computed by PostgreSQL) through the real app (inject): over
 * the whole history, one month, and filtered by status and by provider.
 * Run: npx tsx bench/bpo-payables.ts   (uses DATABASE_URL when set, else an embedded PostgreSQL in a temp dir)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { buildApp } from '../server/app'
import { ensureDatabase, migrateDb, openDb } from '../server/db/connection'
import { startEmbeddedPostgres } from '../server/db/postgres'
import { escritorios, fornecedores, usuarios } from '../server/db/schema'
import { seedDimensions } from '../server/db/seed-financial'
import { hashPassword } from '../server/modules/auth/passwords'

const BILLS = Number(process.env.BENCH_BILLS ?? 100_000)
const RUNS = 20
const OFFICE = 1

const ms = (t0: number) => performance.now() - t0
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]
const fmt = (x: number) => `${x.toFixed(1)} ms`

async function main() {
  let url = process.env.DATABASE_URL
  let stop = async () => {}
  const dir = mkdtempSync(join(tmpdir(), 'bench-bpo-'))
  if (!url) {
    const pg = await startEmbeddedPostgres(dir)
    url = pg.url.replace(/\/postgres$/, '/bench_bpo')
    stop = pg.stop
  }
  await ensureDatabase(url)
  const db = openDb(url, 10)
  try {
    await migrateDb(db)
    await db.execute(sql`truncate escritorios, usuarios restart identity cascade`)
    await db.insert(escritorios).values({ id_escritorio: OFFICE, nome_escritorio: 'Bench Investimentos' })
    await db.insert(usuarios).values({
      email: 'bench@demo.local',
      nome: 'Bench',
      tipo_usuario: 'EQUIPE',
      senha_hash: await hashPassword('bench1234'),
    })
    const dims = await seedDimensions(db, OFFICE, 'Bench')
    const providers = await db
      .insert(fornecedores)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          id_escritorio: OFFICE,
          nome: `Fornecedor ${i + 1}`,
          cpf_cnpj: `fake-${i + 1}`,
        })),
      )
      .returning({ id: fornecedores.id })
    const categories = [...dims.categorias.values()].slice(0, 20)
    let t0 = performance.now()
    // Due dates over two years around 2026-11; a third paid, a few cancelled, some partly paid.
    await db.execute(sql`insert into titulos (id_escritorio, tipo, descricao, id_fornecedor, data_vencimento,
        data_competencia, valor_centavos, pago_centavos, id_categoria, id_conta_corrente, cancelado)
      select ${OFFICE}, 'pagar', 'Conta ' || g, (${sql.param(providers.map((p) => p.id))}::int[])[1 + g % 200],
        date '2025-11-01' + (g % 730), date '2025-11-01' + (g % 730) - 5, 10000 + (g * 7919) % 5000000,
        case when g % 3 = 0 then 10000 + (g * 7919) % 5000000 when g % 11 = 0 then 5000 else 0 end,
        (${sql.param(categories)}::int[])[1 + g % ${categories.length}], ${dims.contas[0]}, g % 50 = 0
      from generate_series(1, ${BILLS}) g`)
    await db.execute(sql`analyze titulos`)
    console.warn(`${BILLS.toLocaleString('pt-BR')} contas a pagar inseridas em ${fmt(ms(t0))}`)

    const app = await buildApp({ db, config: { SESSION_TTL_HOURS: 1, LOG_LEVEL: 'silent' } })
    const login = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'bench@demo.local', password: 'bench1234' },
    })
    const token = login.json().token as string
    const base = `/v2/api/office/${OFFICE}/bpo/titulos/pagar?limite=100`
    const cases = [
      ['todo o histórico (100.000 contas)', ''],
      ['um mês (11/2026)', '&inicio=2026-11&fim=2026-11'],
      ['status atrasado', '&status=atrasado'],
      ['um fornecedor', `&fornecedor=${providers[7].id}`],
    ] as const
    console.warn('\n| Lista de contas a pagar: 1ª página de 100 + contagem + totais por status | p50 | p95 | linhas |')
    console.warn('|---|---|---|---|')
    for (const [label, query] of cases) {
      const times: number[] = []
      let total = 0
      for (let i = 0; i < RUNS + 2; i++) {
        t0 = performance.now()
        const res = await app.inject({ url: `${base}${query}`, headers: { authorization: token } })
        if (res.statusCode !== 200) throw new Error(res.body)
        if (i >= 2) times.push(ms(t0))
        total = res.json().value.total
      }
      console.warn(`| ${label} | ${fmt(pct(times, 50))} | ${fmt(pct(times, 95))} | ${total.toLocaleString('pt-BR')} |`)
    }
    await app.close()
  } finally {
    await db.$client.end()
    await stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
