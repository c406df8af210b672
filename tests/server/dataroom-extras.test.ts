import { randomBytes } from 'node:crypto'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { STILL_PROCESSING } from '../../server/modules/dataroom/consolidation'
import type { Consolidation, DataroomFile, MissingMonths, OfficeComment } from '../../src/contracts/dataroom'
import {
  CONSOLIDATION_OK_MESSAGE,
  type DataroomFileKind,
  dataroomFilePaths,
  dataroomPaths,
} from '../../src/contracts/dataroom-catalogue'
import type { JobStatus } from '../../src/contracts/jobs'
import { paths } from '../../src/contracts/paths'
import { demo, seededApp } from './harness'
import { multipartBody } from './multipart'

const { app, db, login } = await seededApp({ jobs: { pollingIntervalSeconds: 0.5 } })
const tokens = {
  equipe: await login(demo.equipe),
  gestor: await login(demo.gestor),
  assessor: await login(demo.assessor),
  cliente: await login(demo.cliente),
  aurora: await login(demo.gestorAurora),
}
type Who = keyof typeof tokens

const csv = () => Buffer.from(`ativo;peso\r\nRF;${randomBytes(4).toString('hex')}\r\n`)
const get = (who: Who, url: string) => app.inject({ method: 'GET', url, headers: { authorization: tokens[who] } })
const post = (who: Who, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { authorization: tokens[who], ...headers } })
async function sendFile(who: Who, office: number, kind: DataroomFileKind, filename: string, content: Buffer) {
  const { payload, contentType } = multipartBody({}, filename, content)
  return app.inject({
    method: 'POST',
    url: dataroomFilePaths.list(office, kind),
    payload,
    headers: { authorization: tokens[who], 'content-type': contentType },
  })
}
const files = async (office: number, kind: DataroomFileKind, who: Who = 'equipe') =>
  (await get(who, dataroomFilePaths.list(office, kind))).json().value as DataroomFile[]
const count = async (table: string) =>
  Number((await db.$client.query(`select count(*)::int as n from ${table}`)).rows[0].n)

describe('repository and strategy bases', () => {
  it('staff share a file with the office; the same name again is version 2 and both stay downloadable', async () => {
    const first = csv()
    const second = csv()
    const v1 = await sendFile('equipe', 3, 'repositorio', 'Relatório trimestral.csv', first)
    expect(v1.statusCode).toBe(201)
    expect(v1.json().value).toMatchObject({ versao: 1, atual: true, enviado_por: 'Equipe Plataforma', formato: 'csv' })
    const v2 = await sendFile('equipe', 3, 'repositorio', 'relatório TRIMESTRAL.csv', second)
    expect(v2.json().value).toMatchObject({ versao: 2, atual: true })
    // The office's gestor sees both versions, the older no longer current, and downloads each as it was sent.
    const listed = (await files(3, 'repositorio', 'gestor')).filter((f) => /trimestral/i.test(f.nome_arquivo))
    expect(listed.map((f) => [f.versao, f.atual])).toEqual([
      [2, true],
      [1, false],
    ])
    const old = await get('gestor', dataroomFilePaths.download(3, 'repositorio', v1.json().value.id))
    expect(old.statusCode).toBe(200)
    expect(old.rawPayload.equals(first)).toBe(true)
    expect(old.headers['content-disposition']).toContain("filename*=UTF-8''Relat%C3%B3rio%20trimestral.csv")
  })

  it('only staff send to the repository; the gestor and staff send strategy bases, advisors only read', async () => {
    const before = await count('dataroom_arquivos')
    const refused = await sendFile('gestor', 3, 'repositorio', 'x.csv', csv())
    expect(refused.statusCode).toBe(403)
    expect((await sendFile('assessor', 3, 'base_estrategia', 'x.csv', csv())).statusCode).toBe(403)
    expect((await sendFile('cliente', 3, 'base_estrategia', 'x.csv', csv())).statusCode).toBe(403)
    expect(await count('dataroom_arquivos')).toBe(before)
    const base = await sendFile('gestor', 3, 'base_estrategia', 'alocacao-2026.csv', csv())
    expect(base.statusCode).toBe(201)
    expect(base.json().value).toMatchObject({ versao: 1, enviado_por: 'Gabriela Gestora' })
    const seen = await files(3, 'base_estrategia', 'assessor')
    expect(seen.some((f) => f.nome_arquivo === 'alocacao-2026.csv')).toBe(true)
  })

  it('refuses a file of the wrong type or content with a pt-BR 400 and stores nothing', async () => {
    const before = await count('dataroom_arquivos')
    const exe = await sendFile('gestor', 3, 'base_estrategia', 'base.exe', Buffer.from('MZ\0\0'))
    expect(exe.statusCode).toBe(400)
    expect(exe.json().message).toBe('Tipo de arquivo não aceito em Bases de estratégia: envie XLSX, XLS, CSV ou PDF.')
    const fake = await sendFile('equipe', 3, 'repositorio', 'relatorio.pdf', Buffer.from('não é pdf'))
    expect(fake.statusCode).toBe(400)
    expect(fake.json().message).toBe('O conteúdo do arquivo não é um PDF válido; nada foi salvo.')
    const empty = await sendFile('equipe', 3, 'repositorio', 'vazio.csv', Buffer.alloc(0))
    expect(empty.statusCode).toBe(400)
    expect(await count('dataroom_arquivos')).toBe(before)
  })

  it("keeps each office's files to itself", async () => {
    const mine = (await files(3, 'repositorio')).at(0)
    expect(mine).toBeDefined()
    expect((await get('aurora', dataroomFilePaths.list(3, 'repositorio'))).statusCode).toBe(403)
    expect((await get('aurora', dataroomFilePaths.download(3, 'repositorio', mine?.id ?? 0))).statusCode).toBe(403)
    // Office 3's file id asked through office 1 is not there.
    expect((await get('aurora', dataroomFilePaths.download(1, 'repositorio', mine?.id ?? 0))).statusCode).toBe(404)
    expect((await sendFile('aurora', 3, 'base_estrategia', 'x.csv', csv())).statusCode).toBe(403)
    expect((await files(1, 'repositorio', 'aurora')).every((f) => f.id_escritorio === 1)).toBe(true)
  })
})

describe('BPO set-up template', () => {
  it('downloads the workbook the office fills in, one sheet per register', async () => {
    const res = await get('assessor', dataroomFilePaths.bpoSetupTemplate(3))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Instruções',
      'Contas',
      'Fornecedores',
      'Categorias',
      'Departamentos',
      'Filiais',
      'Contas recorrentes',
    ])
    expect(workbook.getWorksheet('Instruções')?.getCell('A1').value).toBe(
      'Implantação do BPO financeiro · AAWZ Assessoria',
    )
    expect(workbook.getWorksheet('Fornecedores')?.getRow(1).getCell(2).value).toBe('CPF/CNPJ')
  })

  it('needs ?template and the office', async () => {
    const noTemplate = await get('gestor', dataroomFilePaths.bpoSetup(3))
    expect(noTemplate.statusCode).toBe(400)
    expect(noTemplate.json().message).toBe('Informe ?template para baixar o modelo.')
    expect((await get('aurora', dataroomFilePaths.bpoSetupTemplate(3))).statusCode).toBe(403)
    expect((await get('cliente', dataroomFilePaths.bpoSetupTemplate(3))).statusCode).toBe(403)
  })
})

describe('escritorio-comentarios', () => {
  const list = async (office: number) =>
    (await get('equipe', `${dataroomFilePaths.comments}?id_escritorio=${office}`)).json().value as OfficeComment[]

  it('staff comment on an office; the list says who and when, newest first; a replay adds nothing', async () => {
    const headers = { 'idempotency-key': `comentario-${randomBytes(6).toString('hex')}` }
    const body = { id_escritorio: 2, comentario: 'Pedir o balancete de março.' }
    const res = await post('equipe', dataroomFilePaths.comments, body, headers)
    expect(res.statusCode).toBe(201)
    expect(res.json().value).toMatchObject({ comentario: 'Pedir o balancete de março.', autor: 'Equipe Plataforma' })
    const replay = await post('equipe', dataroomFilePaths.comments, body, headers)
    expect(replay.json().value.id).toBe(res.json().value.id)
    const rows = await list(2)
    expect(rows[0]?.id).toBe(res.json().value.id)
    expect(rows.filter((c) => c.comentario === body.comentario)).toHaveLength(1)
    expect(Number.isNaN(Date.parse(rows[0]?.criado_em ?? ''))).toBe(false)
    expect((await list(3)).some((c) => c.id === res.json().value.id)).toBe(false)
  })

  it('is for staff only; an empty or oversized comment is a 400 and changes nothing', async () => {
    const before = await count('escritorio_comentarios')
    expect((await get('gestor', `${dataroomFilePaths.comments}?id_escritorio=3`)).statusCode).toBe(403)
    expect((await post('gestor', dataroomFilePaths.comments, { id_escritorio: 3, comentario: 'oi' })).statusCode).toBe(
      403,
    )
    const blank = await post('equipe', dataroomFilePaths.comments, { id_escritorio: 3, comentario: '   ' })
    expect(blank.statusCode).toBe(400)
    const long = await post('equipe', dataroomFilePaths.comments, { id_escritorio: 3, comentario: 'a'.repeat(2001) })
    expect(long.statusCode).toBe(400)
    const nowhere = await post('equipe', dataroomFilePaths.comments, { id_escritorio: 'x', comentario: 'oi' })
    expect(nowhere.statusCode).toBe(400)
    expect(await count('escritorio_comentarios')).toBe(before)
  })
})

describe('consolidacao-mensal', () => {
  const list = async (office: number, who: Who = 'equipe') =>
    (await get(who, `${dataroomFilePaths.consolidation}?id_escritorio=${office}`)).json().value as Consolidation[]
  async function ended(office: number, job: string): Promise<JobStatus> {
    for (const deadline = Date.now() + 40_000; Date.now() < deadline; ) {
      const status = (await get('equipe', `/v2/api/office/${office}/jobs/${job}`)).json().value as JobStatus
      if (status.estado === 'concluida' || status.estado === 'erro') return status
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`a tarefa ${job} não terminou`)
  }

  it('consolidates the month as a job with progress; the missing-months report marks the month', async () => {
    const start = await post('equipe', dataroomFilePaths.consolidation, { id_escritorio: 3, competencia: '01/2025' })
    expect(start.statusCode).toBe(202)
    const started = start.json().value as Consolidation
    expect(started).toMatchObject({ competencia: '2025-01', estado: 'executando', solicitado_por: 'Equipe Plataforma' })
    const job = await ended(3, started.id_tarefa ?? '')
    expect(job).toMatchObject({ estado: 'concluida', progresso: 100 })
    expect(job.mensagem).toMatch(new RegExp(`^${CONSOLIDATION_OK_MESSAGE}: \\d de 4 categorias`))
    const [row] = (await list(3, 'gestor')).filter((c) => c.competencia === '2025-01')
    expect(row).toMatchObject({ estado: 'concluida', mensagem: job.mensagem })
    expect(row?.categorias.map((c) => c.categoria)).toEqual(['geral', 'bpo', 'middle', 'dres'])
    const report = (await get('gestor', `${dataroomPaths.missingMonths}?referencia=2025-06`)).json()
      .value as MissingMonths
    expect(report.escritorios[0]?.consolidados).toContain('2025-01')
  })

  it('waits for files still processing: retried, then erro with the reason; a later run succeeds', async () => {
    const sender = (await db.$client.query(`select id_interno from usuarios where email = '${demo.gestor}'`)).rows[0]
    const inserted = await db.$client.query(
      `insert into dataroom_envios (id_escritorio, categoria, opcao, periodicidade, referencia, versao, nome_arquivo,
         tipo, tamanho, sha256, enviado_por, status)
       values (3, 'bpo', 'contas-pagar', 'mensal', '2024-07-01', 1, 'contas.csv', 'csv', 10, $1, $2, 'processando')
       returning id`,
      ['b'.repeat(64), sender.id_interno],
    )
    const start = await post('equipe', dataroomFilePaths.consolidation, { id_escritorio: 3, competencia: '2024-07' })
    expect(start.statusCode).toBe(202)
    // While it runs, a second request for the same month is refused.
    const again = await post('equipe', dataroomFilePaths.consolidation, { id_escritorio: 3, competencia: '2024-07' })
    expect(again.statusCode).toBe(409)
    const failed = await ended(3, start.json().value.id_tarefa)
    expect(failed).toMatchObject({ estado: 'erro', mensagem: STILL_PROCESSING })
    expect(failed.tentativas).toBeGreaterThan(1)
    expect((await list(3)).find((c) => c.competencia === '2024-07')).toMatchObject({
      estado: 'erro',
      mensagem: STILL_PROCESSING,
    })
    await db.$client.query(`update dataroom_envios set status = 'concluido' where id = $1`, [inserted.rows[0].id])
    const retry = await post('equipe', dataroomFilePaths.consolidation, { id_escritorio: 3, competencia: '2024-07' })
    expect((await ended(3, retry.json().value.id_tarefa)).estado).toBe('concluida')
    const row = (await list(3)).find((c) => c.competencia === '2024-07')
    expect(row?.categorias.find((c) => c.categoria === 'bpo')).toMatchObject({ arquivos: 1, concluidos: 1 })
  }, 60_000)

  it('only staff start it; the office reads its own; bad input is a 400 and changes nothing', async () => {
    const before = await count('consolidacoes_mensais')
    const gestor = await post('gestor', dataroomFilePaths.consolidation, { id_escritorio: 3, competencia: '2025-02' })
    expect(gestor.statusCode).toBe(403)
    const badMonth = await post('equipe', dataroomFilePaths.consolidation, { id_escritorio: 3, competencia: '13/2025' })
    expect(badMonth.statusCode).toBe(400)
    expect(badMonth.json().message).toBe('Formato inválido')
    expect((await post('equipe', dataroomFilePaths.consolidation, { competencia: '2025-02' })).statusCode).toBe(400)
    expect(await count('consolidacoes_mensais')).toBe(before)
    expect((await get('aurora', `${dataroomFilePaths.consolidation}?id_escritorio=3`)).statusCode).toBe(403)
    expect((await list(1, 'aurora')).every((c) => typeof c.competencia === 'string')).toBe(true)
    expect((await get('cliente', `${dataroomFilePaths.consolidation}?id_escritorio=3`)).statusCode).toBe(403)
  })
})

describe('release of reports to professionals', () => {
  it('notifies each professional once when a report is released to them', async () => {
    const prof = (await db.$client.query(`select id_profissional from usuarios where email = '${demo.assessor}'`))
      .rows[0].id_profissional as number
    const release = () =>
      post('gestor', paths.releaseReport, {
        id_escritorio: 3,
        servico: 'metas',
        ids_profissionais: JSON.stringify([prof]),
        liberar: true,
      })
    expect((await release()).statusCode).toBe(200)
    expect((await release()).statusCode).toBe(200)
    const inbox = (await get('assessor', paths.notifications)).json().value.items as { titulo: string; corpo: string }[]
    const notices = inbox.filter((n) => n.corpo.startsWith('Acompanhamento de metas foi liberado'))
    expect(notices).toHaveLength(1)
    expect(notices[0]?.titulo).toBe('Relatório liberado')
  })
})
