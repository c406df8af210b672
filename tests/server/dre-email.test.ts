import ExcelJS from 'exceljs'
import { afterAll, describe, expect, it } from 'vitest'
import { type DreEmailSend, type DreTable, partnerPaths } from '../../src/contracts/financial'
import { startTestSmtp } from '../support/test-smtp'
import { demo, seededApp } from './harness'

const credentials = { user: 'envios', pass: 'segredo-smtp' }
const smtp = await startTestSmtp(0, credentials)
afterAll(() => smtp.close())
const { app, login } = await seededApp({
  jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
  config: {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: smtp.port,
    SMTP_USER: credentials.user,
    SMTP_PASSWORD: credentials.pass,
    SMTP_FROM: 'Back-office <dre@exemplo.com.br>',
  },
})
const gestor = await login(demo.gestor)
const aurora = await login(demo.gestorAurora)
const OFFICE = 3
const AURORA_OFFICE = 1

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = gestor) =>
  app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) })
const history = async (office = OFFICE, token = gestor) => {
  const res = await call('GET', partnerPaths.dreEmails(office), undefined, token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value as { smtp: boolean; envios: DreEmailSend[] }
}
async function request(destinatarios: string[], token = gestor) {
  const res = await call(
    'POST',
    partnerPaths.dreEmail,
    { begin_date: '2025-01', end_date: '2025-03', type: 'pj', destinatarios: JSON.stringify(destinatarios) },
    token,
  )
  expect(res.statusCode, res.body).toBe(201)
  return res.json().value as DreEmailSend & { mensagem: string }
}
/** Waits until the send has ended (enviado or erro). */
async function settled(id: number, office = OFFICE, token = gestor): Promise<DreEmailSend> {
  for (const deadline = Date.now() + 25_000; Date.now() < deadline; ) {
    const row = (await history(office, token)).envios.find((e) => e.id === id)
    if (row && (row.status === 'enviado' || row.status === 'erro')) return row
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`o envio ${id} não terminou`)
}

describe('the DRE sent by e-mail', () => {
  it('arrives at the SMTP server with the DRE XLSX attached, whose figures are the DRE API’s', async () => {
    const sent = await request(['socios@exemplo.com.br', 'contador@exemplo.com.br'])
    expect(sent).toMatchObject({ status: expect.stringMatching(/na_fila|enviando/), competencia_fim: '2025-03' })
    const done = await settled(sent.id)
    expect(done).toMatchObject({ status: 'enviado', usuario: expect.any(String), tentativas: 1 })
    expect(done.enviado_em).not.toBeNull()

    const mail = smtp.received.find((m) => m.subject?.includes('01/2025 a 03/2025'))
    if (!mail) throw new Error('nenhuma mensagem chegou')
    const to = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address) ?? [])
    expect(to.sort()).toEqual(['contador@exemplo.com.br', 'socios@exemplo.com.br'])
    expect(mail.from?.value[0]?.address).toBe('dre@exemplo.com.br')
    expect(mail.attachments).toHaveLength(1)
    const [file] = mail.attachments
    expect(file.filename).toBe('dre-pj-2025-01-a-2025-03.xlsx')

    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file.content as unknown as ArrayBuffer)
    const resumo = workbook.getWorksheet('Resumo')
    if (!resumo) throw new Error('sem a aba Resumo')
    const res = await call(
      'GET',
      `${partnerPaths.dreBy('pj')}?begin_date=2025-01&end_date=2025-03&frequency=M&fill_missing_dates=true`,
    )
    const table = res.json().value as DreTable
    const line = table.linhas.find((l) => l.total !== '0')
    if (!line) throw new Error('DRE sem valores')
    const row = resumo.getRows(1, resumo.rowCount)?.find((r) => r.getCell(1).value === line.nome)
    const totalColumn = table.periodos.length + 2
    expect(row?.getCell(totalColumn).value).toBe(Number(line.total) / 100)
  })

  it('a server that refuses is tried again, then the send is erro with the server’s reason', async () => {
    smtp.refuse(['nao-existe@exemplo.com.br'])
    const before = smtp.attempts()
    const sent = await request(['nao-existe@exemplo.com.br'])
    const done = await settled(sent.id)
    expect(done.status).toBe('erro')
    expect(done.mensagem).toContain('O servidor de e-mail recusou o envio')
    expect(done.mensagem).toContain('Caixa nao-existe@exemplo.com.br inexistente')
    expect(done.tentativas).toBe(3)
    expect(smtp.attempts() - before).toBe(3)
  })

  it('recipients are de-duplicated, lower-cased, and default to the office list', async () => {
    const explicit = await request(['A@B.com.br', 'a@b.com.br'])
    expect(explicit.destinatarios).toEqual(['a@b.com.br'])
    const send = () => call('POST', partnerPaths.dreEmail, { begin_date: '2025-01', end_date: '2025-01' })
    const none = await send()
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe('destinatarios: cadastre ao menos um destinatário ou informe os e-mails')
    const added = await call('POST', partnerPaths.officeRecipients(OFFICE), { email: 'diretoria@exemplo.com.br' })
    expect(added.statusCode, added.body).toBe(201)
    const res = await send()
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().value.destinatarios).toEqual(['diretoria@exemplo.com.br'])
    await settled(explicit.id)
    await settled(res.json().value.id)
  })

  it('each office sees only its own sends', async () => {
    const mine = await request(['aurora@exemplo.com.br'], aurora)
    await settled(mine.id, AURORA_OFFICE, aurora)
    const auroraIds = (await history(AURORA_OFFICE, aurora)).envios.map((e) => e.id)
    const ours = (await history()).envios
    expect(auroraIds).toContain(mine.id)
    expect(ours.every((e) => !e.destinatarios.includes('aurora@exemplo.com.br'))).toBe(true)
    const foreign = await call('GET', partnerPaths.dreEmails(OFFICE), undefined, aurora)
    expect(foreign.statusCode).toBe(403)
  })

  it('bad recipients are refused in pt-BR and nothing is queued', async () => {
    const count = (await history()).envios.length
    const res = await call('POST', partnerPaths.dreEmail, {
      begin_date: '2025-01',
      end_date: '2025-02',
      destinatarios: JSON.stringify(['socios@exemplo.com.br', 'sem-arroba']),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      message: 'Formato inválido',
      issues: [{ campo: 'destinatarios/1', mensagem: 'Formato inválido' }],
    })
    expect((await history()).envios.length).toBe(count)
    expect((await history()).smtp).toBe(true)
  })
})
