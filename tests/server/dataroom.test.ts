import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { sha256Of } from '../../server/files/file-store'
import type { DataroomUpload, MissingMonths } from '../../src/contracts/dataroom'
import { DRE_VERSION_MESSAGE, dataroomPaths, UPLOAD_OK_MESSAGE } from '../../src/contracts/dataroom-catalogue'
import type { JobStatus } from '../../src/contracts/jobs'
import { demo, seededApp } from './harness'
import { multipartBody } from './multipart'

const { app, login } = await seededApp({ jobs: { pollingIntervalSeconds: 0.5 } })
const tokens = {
  equipe: await login(demo.equipe),
  gestor: await login(demo.gestor),
  assessor: await login(demo.assessor),
  cliente: await login(demo.cliente),
  aurora: await login(demo.gestorAurora),
}
type Who = keyof typeof tokens

/** A small valid PDF whose bytes differ on every call (so no other test shares its stored file). */
const pdf = () => Buffer.from(`%PDF-1.4\n% ${randomBytes(8).toString('hex')}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`)
async function xlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.addWorksheet('Receitas').addRow(['cliente', 'receita'])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

async function send(
  who: Who,
  office: number,
  fields: Record<string, string>,
  filename: string,
  content: Buffer | string,
  daily = false,
) {
  const { payload, contentType } = multipartBody(fields, filename, content)
  const url = daily ? dataroomPaths.daily(office) : dataroomPaths.uploads(office)
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: tokens[who], 'content-type': contentType },
  })
}
const get = (who: Who, url: string) => app.inject({ method: 'GET', url, headers: { authorization: tokens[who] } })
const list = async (office: number, who: Who = 'equipe') =>
  (await get(who, dataroomPaths.uploads(office))).json().value as DataroomUpload[]

/** Waits until the upload's processing has ended (concluido or erro). */
async function processed(office: number, id: number): Promise<DataroomUpload> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    const row = (await list(office)).find((r) => r.id === id)
    if (row && (row.status === 'concluido' || row.status === 'erro')) return row
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`o envio ${id} não terminou de ser processado`)
}
const monthly = (competencia: string, opcao = 'relatorio-receitas', categoria = 'geral') => ({
  categoria,
  opcao,
  competencia,
})

describe('data room uploads', () => {
  it('a monthly upload is stored, processed by a job and shows in the history as sent successfully', async () => {
    const res = await send('gestor', 3, monthly('03/2024'), 'receitas março.pdf', pdf())
    expect(res.statusCode).toBe(202)
    const sent = res.json().value as DataroomUpload
    expect(sent).toMatchObject({ categoria: 'geral', referencia: '2024-03', versao: 1, atual: true, tipo: 'pdf' })
    expect(['enviado', 'processando', 'concluido']).toContain(sent.status)
    const done = await processed(3, sent.id)
    expect(done).toMatchObject({ status: 'concluido', mensagem: UPLOAD_OK_MESSAGE, enviado_por: 'Gabriela Gestora' })
    const job = (await get('gestor', `/v2/api/office/3/jobs/${sent.id_tarefa}`)).json().value as JobStatus
    expect(job).toMatchObject({ estado: 'concluida', progresso: 100, mensagem: UPLOAD_OK_MESSAGE })
  })

  it('refuses a file of the wrong type, content or size with a pt-BR 400, and stores nothing', async () => {
    const before = (await list(3)).length
    const exe = Buffer.from(`MZ${randomBytes(16).toString('hex')}`)
    const wrongExtension = await send('gestor', 3, monthly('2026-03'), 'receitas.exe', exe)
    expect(wrongExtension.statusCode).toBe(400)
    expect(wrongExtension.json().message).toBe(
      'Tipo de arquivo não aceito em Relatório de receitas: envie XLSX, CSV ou PDF.',
    )
    const text = Buffer.from(`isto não é um pdf ${randomBytes(8).toString('hex')}`)
    const fakePdf = await send('gestor', 3, monthly('2026-03'), 'receitas.pdf', text)
    expect(fakePdf.statusCode).toBe(400)
    expect(fakePdf.json().message).toBe('O conteúdo do arquivo não é um PDF válido; nada foi salvo.')
    const huge = Buffer.alloc(15 * 1024 * 1024 + 10, 0x41)
    const tooBig = await send('gestor', 3, monthly('2026-03', 'base-clientes'), 'clientes.csv', huge)
    expect(tooBig.statusCode).toBe(400)
    expect(tooBig.json().message).toBe('Um ou mais arquivos são maiores que o limite de 15 MB')
    const badMonth = await send('gestor', 3, monthly('13/2026'), 'receitas.pdf', pdf())
    expect(badMonth.statusCode).toBe(400)
    expect((await list(3)).length).toBe(before)
    for (const content of [exe, text])
      expect(existsSync(join(tmpdir(), 'aawz', 'files', sha256Of(content)))).toBe(false)
  })

  it('a file whose content cannot be read ends in erro with the reason, at once (no retry)', async () => {
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(64)])
    const res = await send('gestor', 3, monthly('2026-02', 'comissoes', 'middle'), 'comissoes.xlsx', broken)
    expect(res.statusCode).toBe(202)
    const row = await processed(3, res.json().value.id)
    expect(row).toMatchObject({ status: 'erro', mensagem: 'Planilha XLSX inválida ou corrompida.' })
    const job = (await get('gestor', `/v2/api/office/3/jobs/${row.id_tarefa}`)).json().value as JobStatus
    expect(job).toMatchObject({ estado: 'erro', tentativas: 1 })
  })

  it('a re-upload is a new version; the previous one stays downloadable', async () => {
    const first = await xlsx()
    const second = Buffer.from(`cliente;receita\r\nAna;100,00\r\n${randomBytes(4).toString('hex')}\r\n`)
    const v1 = (await send('gestor', 3, monthly('2024-01', 'balancete', 'dres'), 'dre jan.xlsx', first)).json()
      .value as DataroomUpload
    const v2 = (await send('gestor', 3, monthly('2024-01', 'balancete', 'dres'), 'dre jan.csv', second)).json()
      .value as DataroomUpload
    expect([v1.versao, v2.versao]).toEqual([1, 2])
    const rows = await list(3)
    expect(rows.find((r) => r.id === v1.id)?.atual).toBe(false)
    expect(rows.find((r) => r.id === v2.id)?.atual).toBe(true)
    const old = await get('gestor', dataroomPaths.download(3, v1.id))
    expect(old.statusCode).toBe(200)
    expect(Buffer.compare(old.rawPayload, first)).toBe(0)
    expect(old.headers['content-disposition']).toContain("filename*=UTF-8''dre%20jan.xlsx")
    expect(old.headers['content-type']).toContain('spreadsheetml')
    const current = await get('gestor', dataroomPaths.download(3, v2.id))
    expect(current.rawPayload.toString()).toBe(second.toString())
  })

  it('daily options take a day; a monthly option sent as daily (or the reverse) is refused', async () => {
    const res = await send(
      'assessor',
      3,
      { categoria: 'geral', opcao: 'posicao-diaria', data: '15/03/2026' },
      'p.csv',
      'a;b\n1;2\n',
      true,
    )
    expect(res.statusCode).toBe(202)
    expect(res.json().value).toMatchObject({ periodicidade: 'diario', referencia: '2026-03-15' })
    const wrong = await send(
      'gestor',
      3,
      { categoria: 'geral', opcao: 'relatorio-receitas', data: '2026-03-15' },
      'r.pdf',
      pdf(),
      true,
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Relatório de receitas é um envio mensal.')
    const notADay = await send(
      'gestor',
      3,
      { categoria: 'geral', opcao: 'posicao-diaria', data: '31/02/2026' },
      'p.csv',
      'a\n',
      true,
    )
    expect(notADay.json().message).toBe('Data inválida')
  })
})

describe('a DRE spreadsheet sent through /dataroom/dres', () => {
  const header = 'data_competencia;data_pagamento;valor;categoria;pj;profissional;area_receita;filial;equipe;descricao'
  const dre = (lines: string[]) => `${[header, ...lines].join('\r\n')}\r\n`
  const versions = async () =>
    (await get('gestor', '/v2/interno/api/admin/financial/office/3/dre-version')).json().value as {
      id: number
      status: string
      nome_arquivo: string
    }[]

  it('becomes the temporary version to review, as the import of DREs › Versões would make it', async () => {
    const name = `dre-${randomBytes(3).toString('hex')}.csv`
    const csv = dre([
      '05/03/2024;;-1.234,56;Aluguel e condomínio;;;;;;Aluguel',
      '06/03/2024;;-100,00;iss;;;renda fixa;;;ISS',
    ])
    const res = await send('gestor', 3, monthly('2024-03', 'dre-gerencial', 'dres'), name, csv)
    expect(res.statusCode).toBe(202)
    const row = await processed(3, res.json().value.id)
    expect(row).toMatchObject({ status: 'concluido', mensagem: DRE_VERSION_MESSAGE })
    const temporary = (await versions()).find((v) => v.status === 'temporaria')
    expect(temporary?.nome_arquivo).toBe(name)
  })

  it('with bad lines it ends in erro with the lines, and no version is made', async () => {
    const before = (await versions()).length
    const csv = dre([
      '05/03/2024;;abc;Aluguel e condomínio;;;;;;Aluguel',
      '31/02/2024;;-1,00;Categoria que não existe;;;;;;X',
    ])
    const res = await send('gestor', 3, monthly('2024-04', 'dre-gerencial', 'dres'), 'dre-ruim.csv', csv)
    const row = await processed(3, res.json().value.id)
    expect(row.status).toBe('erro')
    expect(row.mensagem).toMatch(/^O arquivo tem \d+ erros; nada foi importado\. linha 2 \(valor\)/)
    expect((await versions()).length).toBe(before)
  })

  it('only staff and the gestor may send it (an advisor may not make a DRE version)', async () => {
    const res = await send('assessor', 3, monthly('2024-03', 'dre-gerencial', 'dres'), 'dre.csv', dre([]))
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toContain('vira uma versão do DRE')
  })
})

describe('missing months', () => {
  it('lists, per category, the months of the 12 before the reference month without a processed upload', async () => {
    // Office 1, months of 2019–2020: nothing else (demo data included) is there.
    const ok = await send('equipe', 1, monthly('2019-09'), 'r.pdf', pdf())
    await processed(1, ok.json().value.id)
    const bad = await send(
      'equipe',
      1,
      monthly('2020-02', 'extrato-bancario', 'bpo'),
      'e.ofx',
      'OFXHEADER:100\nsem tag',
    )
    await processed(1, bad.json().value.id)
    const later = await send('equipe', 1, monthly('2020-07'), 'r.pdf', pdf())
    await processed(1, later.json().value.id)

    const res = await get('aurora', `${dataroomPaths.missingMonths}?referencia=2020-07`)
    expect(res.statusCode).toBe(200)
    const report = res.json().value as MissingMonths
    expect(report.meses).toEqual([
      '2019-07',
      '2019-08',
      '2019-09',
      '2019-10',
      '2019-11',
      '2019-12',
      '2020-01',
      '2020-02',
      '2020-03',
      '2020-04',
      '2020-05',
      '2020-06',
    ])
    expect(report.escritorios.map((o) => o.id_escritorio)).toEqual([1])
    const [office] = report.escritorios
    const geral = office?.categorias.find((c) => c.categoria === 'geral')
    expect(geral?.faltando).toHaveLength(11)
    expect(geral?.faltando).not.toContain('2019-09')
    expect(geral?.meses.find((m) => m.mes === '2019-09')?.situacao).toBe('ok')
    // The bank statement failed: its month is still missing.
    expect(office?.categorias.find((c) => c.categoria === 'bpo')?.faltando).toContain('2020-02')
  })

  it('staff see every office; an office user only their own', async () => {
    const all = (await get('equipe', `${dataroomPaths.missingMonths}?referencia=2020-07`)).json().value as MissingMonths
    expect(all.escritorios.map((o) => o.id_escritorio)).toEqual(expect.arrayContaining([1, 3]))
    expect((await get('aurora', `${dataroomPaths.missingMonths}?id_escritorio=3`)).statusCode).toBe(403)
    expect((await get('cliente', dataroomPaths.missingMonths)).statusCode).toBe(403)
  })
})

describe('data room access', () => {
  it("keeps each office's files to itself; staff read them all in the internal list", async () => {
    const mine = (await list(3)).at(0)
    expect(mine).toBeDefined()
    expect((await get('aurora', dataroomPaths.uploads(3))).statusCode).toBe(403)
    expect((await get('aurora', dataroomPaths.download(3, mine?.id ?? 0))).statusCode).toBe(403)
    const viaOwnOffice = await get('aurora', dataroomPaths.download(1, mine?.id ?? 0))
    expect(viaOwnOffice.statusCode).toBe(404)
    expect((await send('aurora', 3, monthly('2026-03'), 'r.pdf', pdf())).statusCode).toBe(403)
    expect((await list(1, 'aurora')).every((r) => r.id_escritorio === 1)).toBe(true)
    expect((await get('gestor', dataroomPaths.internal)).statusCode).toBe(403)
    const internal = (await get('equipe', dataroomPaths.internal)).json().value as { id_escritorio: number }[]
    expect(new Set(internal.map((r) => r.id_escritorio))).toEqual(new Set([1, 2, 3]))
  })

  it("an office without the 'dataroom' feature gets 403 on its data room; staff still reach it", async () => {
    const turn = (possui_acesso: boolean) =>
      app.inject({
        method: 'PUT',
        url: '/v2/interno/api/admin/office-permission/1',
        headers: { authorization: tokens.equipe },
        payload: { funcionalidade: 'dataroom', possui_acesso },
      })
    expect((await turn(false)).statusCode).toBe(200)
    try {
      const refused = await get('aurora', dataroomPaths.uploads(1))
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe('Seu escritório não tem acesso a esta funcionalidade.')
      expect((await get('aurora', dataroomPaths.missingMonths)).statusCode).toBe(403)
      expect((await get('equipe', dataroomPaths.uploads(1))).statusCode).toBe(200)
    } finally {
      await turn(true)
    }
  })

  it('clients have no data room', async () => {
    expect((await send('cliente', 3, monthly('2026-03'), 'r.pdf', pdf())).statusCode).toBe(403)
    expect((await get('cliente', dataroomPaths.uploads(3))).statusCode).toBe(403)
  })
})
