/**
 * DRE benchmark: a 1,000,000-entry ledger in a fresh database, the 12-month monthly DRE by professional and
 * by PJ through the real app (inject), the bare SQL aggregation of the same data, and a 100,000-row import.
 * Run: npx tsx bench/dre.ts   (uses DATABASE_URL when set, else an embedded PostgreSQL in a temp dir)
 */
import { sql } from 'drizzle-orm'
import { profissionais, versoes } from '../server/db/schema'
import { seedDimensions } from '../server/db/seed-financial'
import { generateLedger } from '../server/modules/financial/demo-ledger'
import { dreBuckets } from '../server/modules/financial/dre-queries'
import { insertEntries } from '../server/modules/financial/ledger-write'
import { benchApp, fmtMs as fmt, BENCH_OFFICE as OFFICE, percentile, timeRuns, withBenchDatabase } from './harness'

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000)
const IMPORT_ROWS = 100_000
const RUNS = 20

const ms = (t0: number) => performance.now() - t0

await withBenchDatabase('dre', async (db) => {
  await db.insert(profissionais).values(
    Array.from({ length: 40 }, (_, i) => ({
      id_escritorio: OFFICE,
      nome: `Profissional ${i + 1}`,
      cargo: 'ASSESSOR',
    })),
  )
  const dims = await seedDimensions(db, OFFICE, 'Bench')
  let t0 = performance.now()
  const rows = generateLedger(dims, { seed: 99, revenuePerArea: 95 }).slice(0, ENTRIES)
  const [version] = await db
    .insert(versoes)
    .values({
      id_escritorio: OFFICE,
      status: 'publicada',
      nome_arquivo: 'bench',
      linhas: rows.length,
      competencia_inicio: '2025-01-01',
      competencia_fim: '2026-10-01',
    })
    .returning({ id: versoes.id })
  await insertEntries(db, OFFICE, version.id, 'atual', rows)
  await db.execute(sql`analyze`)
  const rolled = await db.execute<{ n: number }>(sql`select count(*)::int as n from lancamentos_mensais`)
  console.warn(
    `ledger: ${rows.length.toLocaleString('pt-BR')} entries inserted in ${fmt(ms(t0))} (monthly roll-up: ${rolled.rows[0].n.toLocaleString('pt-BR')} rows)`,
  )

  const { app, token } = await benchApp(db)
  const base = `/v2/interno/api/admin/financial/office/${OFFICE}`
  const q = 'begin_date=2025-11&end_date=2026-10&frequency=M&fill_missing_dates=true'

  const results: string[] = []
  for (const grouping of ['profissional', 'pj'] as const) {
    const api = await timeRuns(RUNS, async () => {
      const res = await app.inject({ url: `${base}/dre/${grouping}?${q}`, headers: { authorization: token } })
      if (res.statusCode !== 200) throw new Error(res.body)
    })
    const dimension = grouping === 'pj' ? 'pj' : 'profissional'
    const bare = await timeRuns(RUNS, async () => {
      await dreBuckets(db, {
        idEscritorio: OFFICE,
        scope: { kind: 'atual' },
        dimension,
        begin: '2025-11',
        end: '2026-10',
        trunc: 'month',
        source: 'ledger',
      })
    })
    const ratio = percentile(api, 50) / percentile(bare, 50)
    results.push(
      `| DRE 12 meses mensal por ${grouping} | ${fmt(percentile(api, 50))} | ${fmt(percentile(api, 95))} | ${fmt(percentile(bare, 50))} | ${fmt(percentile(bare, 95))} | ${ratio.toFixed(2)}× |`,
    )
  }

  // 100,000-row CSV import (upload → validated temporary version), then publish.
  const names = await db.execute<{ id: number; nome: string; t: string }>(sql`
      select id, nome, 'categoria' as t from categorias where id_escritorio = ${OFFICE}
      union all select id, nome, 'profissional' from profissionais where id_escritorio = ${OFFICE}
      union all select id, nome, 'pj' from pjs where id_escritorio = ${OFFICE}
      union all select id, nome, 'area' from areas_receita where id_escritorio = ${OFFICE}`)
  const nameOf = (t: string, id: number | null) =>
    id === null ? '' : (names.rows.find((r) => r.t === t && r.id === id)?.nome ?? '')
  const br = (d: string | null) => (d ? d.split('-').reverse().join('/') : '')
  const money = (c: bigint) => {
    const abs = c < 0n ? -c : c
    return `${c < 0n ? '-' : ''}${(abs / 100n).toString()},${(abs % 100n).toString().padStart(2, '0')}`
  }
  const sample = generateLedger(dims, { seed: 7, revenuePerArea: 15, first: '2026-11', last: '2027-12' }).slice(
    0,
    IMPORT_ROWS,
  )
  const csv = [
    'data_competencia;data_pagamento;valor;categoria;pj;profissional;area_receita;filial;equipe;descricao',
    ...sample.map((r) =>
      [
        br(r.data_competencia),
        br(r.data_pagamento),
        money(r.valor_centavos),
        nameOf('categoria', r.id_categoria),
        nameOf('pj', r.id_pj),
        nameOf('profissional', r.id_profissional),
        nameOf('area', r.id_area_receita),
        '',
        '',
        r.descricao ?? '',
      ].join(';'),
    ),
  ].join('\n')
  const boundary = '----bench'
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\n\r\n`),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  t0 = performance.now()
  const up = await app.inject({
    method: 'POST',
    url: `${base}/versions/upload`,
    payload,
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
  const uploadMs = ms(t0)
  if (up.statusCode !== 201) throw new Error(up.body.slice(0, 500))
  t0 = performance.now()
  const pub = await app.inject({
    method: 'POST',
    url: `${base}/set-dre-version`,
    payload: { id_versao: up.json().value.id },
    headers: { authorization: token },
  })
  if (pub.statusCode !== 200) throw new Error(pub.body)
  const publishMs = ms(t0)

  console.warn('\n| Medida | p50 API | p95 API | p50 SQL puro | p95 SQL puro | API ÷ SQL |')
  console.warn('|---|---|---|---|---|---|')
  for (const r of results) console.warn(r)
  console.warn(
    `\nimport CSV ${IMPORT_ROWS.toLocaleString('pt-BR')} linhas (${(payload.length / 1e6).toFixed(1)} MB): upload + validação + versão temporária ${fmt(uploadMs)}; publicação ${fmt(publishMs)}`,
  )
  await app.close()
})
