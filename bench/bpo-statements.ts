/**
 * Bank statements benchmark: through the real app (inject), the preview and the import of a 10,000-line OFX and of a
 * 10,000-line CNAB 240 into one account, then the statement page's call for those 10,000 OFX lines against 10,000
 * open bills of the same amounts: every line's candidates and suggestion, found by PostgreSQL (indexed lookups by
 * amount and date window, one statement), and a re-import that adds nothing.
 * Run: npx tsx bench/bpo-statements.ts   (uses DATABASE_URL when set, else an embedded PostgreSQL in a temp dir)
 */
import { sql } from 'drizzle-orm'
import { contasCorrentes } from '../server/db/schema'
import { seedDimensions } from '../server/db/seed-financial'
import { multipartBody } from '../tests/server/multipart'
import { cnab240, latin1, ofxSgml } from '../tests/support/statement-files'
import { benchApp, fmtMs as fmt, BENCH_OFFICE as OFFICE, percentile, timeRuns, withBenchDatabase } from './harness'

const LINES = Number(process.env.BENCH_LINES ?? 10_000)
const DAY = 86_400_000
const dateOf = (i: number) => new Date(Date.UTC(2026, 0, 1) + (i % 330) * DAY).toISOString().slice(0, 10)
const amountOf = (i: number) => 10_000n + BigInt(i) * 37n
const reais = (c: bigint) => `-${c / 100n},${String(c % 100n).padStart(2, '0')}`

await withBenchDatabase('statements', async (db) => {
  const dims = await seedDimensions(db, OFFICE, 'Bench')
  const [cnabAccount] = await db
    .insert(contasCorrentes)
    .values({ id_escritorio: OFFICE, nome: 'Conta CNAB', banco: '001' })
    .returning({ id: contasCorrentes.id })
  const account = dims.contas[0]
  const category = [...dims.categorias.values()][0]
  await db.execute(sql`insert into titulos (id_escritorio, tipo, descricao, data_vencimento, data_competencia,
      valor_centavos, id_categoria)
    select ${OFFICE}, 'pagar', 'Conta ' || g, date '2026-01-01' + (g % 330), date '2026-01-01' + (g % 330),
      10000 + g * 37, ${category}
    from generate_series(0, ${LINES - 1}) g`)
  await db.execute(sql`analyze titulos`)

  const ofx = latin1(
    ofxSgml({
      bank: '341',
      transactions: Array.from({ length: LINES }, (_, i) => ({
        date: dateOf(i),
        amount: reais(amountOf(i)),
        fitid: `B${i}`,
        memo: `PAGTO BOLETO FORNECEDOR ${i % 200}`,
      })),
    }),
  )
  const cnab = cnab240({
    bank: '001',
    postings: Array.from({ length: LINES }, (_, i) => ({ date: dateOf(i), cents: -amountOf(i), memo: `PAGTO ${i}` })),
  })

  const { app, token } = await benchApp(db)
  const upload = async (path: 'previa' | 'importar', conta: number, file: Buffer) => {
    const { payload, contentType } = multipartBody({ id_conta_corrente: String(conta) }, 'extrato', file)
    const t0 = performance.now()
    const res = await app.inject({
      method: 'POST',
      url: `/v2/api/office/${OFFICE}/bpo/extrato/${path}`,
      payload,
      headers: { authorization: token, 'content-type': contentType },
    })
    if (res.statusCode >= 300) throw new Error(res.body)
    return { ms: performance.now() - t0, value: res.json().value }
  }

  console.warn(`\n| Extratos (${LINES.toLocaleString('pt-BR')} linhas) | tempo | resultado |`)
  console.warn('|---|---|---|')
  for (const [label, conta, file] of [
    [`OFX ${(ofx.length / 1e6).toFixed(1)} MB`, account, ofx],
    [`CNAB 240 ${(cnab.length / 1e6).toFixed(1)} MB`, cnabAccount.id, cnab],
  ] as const) {
    const preview = await upload('previa', conta, file)
    console.warn(`| prévia ${label} | ${fmt(preview.ms)} | ${preview.value.novas.length} novas |`)
    const applied = await upload('importar', conta, file)
    console.warn(`| importação ${label} | ${fmt(applied.ms)} | ${applied.value.novas} novas |`)
    const again = await upload('importar', conta, file)
    console.warn(
      `| reimportação ${label} | ${fmt(again.ms)} | ${again.value.novas} novas, ${again.value.duplicadas} já importadas |`,
    )
  }

  let suggested = 0
  const times = await timeRuns(5, async () => {
    const res = await app.inject({
      url: `/v2/api/office/${OFFICE}/bpo/extrato/linhas?conta=${account}&inicio=2026-01&fim=2026-12`,
      headers: { authorization: token },
    })
    if (res.statusCode !== 200) throw new Error(res.body)
    suggested = (res.json().value.linhas as { sugestao: unknown }[]).filter((l) => l.sugestao).length
  })
  console.warn(
    `| sugestões: ${LINES.toLocaleString('pt-BR')} linhas × ${LINES.toLocaleString('pt-BR')} contas abertas (p50 / p95 de 5) | ${fmt(percentile(times, 50))} / ${fmt(percentile(times, 95))} | ${suggested.toLocaleString('pt-BR')} linhas com sugestão |`,
  )
  await app.close()
})
