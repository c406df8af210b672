/**
 * BPO payables benchmark: 100,000 payables in one office of a fresh database, then the list endpoint (first page
 * of 100, the count and the totals per status, all computed by PostgreSQL) through the real app (inject): over
 * the whole history, one month, and filtered by status and by provider.
 * Run: npx tsx bench/bpo-payables.ts   (uses DATABASE_URL when set, else an embedded PostgreSQL in a temp dir)
 */
import { sql } from 'drizzle-orm'
import { fornecedores } from '../server/db/schema'
import { seedDimensions } from '../server/db/seed-financial'
import { benchApp, fmtMs as fmt, BENCH_OFFICE as OFFICE, percentile, timeRuns, withBenchDatabase } from './harness'

const BILLS = Number(process.env.BENCH_BILLS ?? 100_000)
const RUNS = 20

await withBenchDatabase('bpo', async (db) => {
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
  const t0 = performance.now()
  // Due dates over two years around 2026-11; a third paid, a few cancelled, some partly paid.
  await db.execute(sql`insert into titulos (id_escritorio, tipo, descricao, id_fornecedor, data_vencimento,
        data_competencia, valor_centavos, pago_centavos, id_categoria, id_conta_corrente, cancelado)
      select ${OFFICE}, 'pagar', 'Conta ' || g, (${sql.param(providers.map((p) => p.id))}::int[])[1 + g % 200],
        date '2025-11-01' + (g % 730), date '2025-11-01' + (g % 730) - 5, 10000 + (g * 7919) % 5000000,
        case when g % 3 = 0 then 10000 + (g * 7919) % 5000000 when g % 11 = 0 then 5000 else 0 end,
        (${sql.param(categories)}::int[])[1 + g % ${categories.length}], ${dims.contas[0]}, g % 50 = 0
      from generate_series(1, ${BILLS}) g`)
  await db.execute(sql`analyze titulos`)
  console.warn(`${BILLS.toLocaleString('pt-BR')} contas a pagar inseridas em ${fmt(performance.now() - t0)}`)

  const { app, token } = await benchApp(db)
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
    let total = 0
    const times = await timeRuns(RUNS, async () => {
      const res = await app.inject({ url: `${base}${query}`, headers: { authorization: token } })
      if (res.statusCode !== 200) throw new Error(res.body)
      total = res.json().value.total
    })
    console.warn(
      `| ${label} | ${fmt(percentile(times, 50))} | ${fmt(percentile(times, 95))} | ${total.toLocaleString('pt-BR')} |`,
    )
  }
  await app.close()
})
