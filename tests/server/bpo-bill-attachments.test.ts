import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { writeDemoBillAttachmentFiles } from '../../server/db/seed-bill-attachments'
import { createFileStore, sha256Of } from '../../server/files/file-store'
import { checkAttachment } from '../../server/modules/bpo/attachment-check'
import type { BillAttachment } from '../../src/contracts/bpo-attachments'
import { bpoPaths } from '../../src/contracts/bpo-paths'
import { demo, seededApp } from './harness'
import { multipartBody } from './multipart'

const { app, db, login } = await seededApp()
const tokens = {
  equipe: await login(demo.equipe),
  gestor: await login(demo.gestor),
  assessor: await login(demo.assessor),
  cliente: await login(demo.cliente),
  aurora: await login(demo.gestorAurora),
}
type Who = keyof typeof tokens

const stored = (buf: Buffer) => existsSync(join(tmpdir(), 'aawz', 'files', sha256Of(buf)))
/** A small valid PDF whose bytes differ on every call (so no other test shares its stored file). */
const pdf = () => Buffer.from(`%PDF-1.4\n% ${randomBytes(8).toString('hex')}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`)
const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(32)])
const xml = () => Buffer.from(`<?xml version="1.0"?><nfeProc><NFe id="${randomBytes(4).toString('hex')}"/></nfeProc>`)

const firstBill = async (office: number, kind: 'pagar' | 'receber') =>
  (
    await db.execute<{ id: number }>(
      sql`select id from titulos where id_escritorio = ${office} and tipo = ${kind} order by id limit 1`,
    )
  ).rows[0].id
const payable = await firstBill(3, 'pagar')
const receivable = await firstBill(3, 'receber')
const auroraPayable = await firstBill(1, 'pagar')

const upload = (who: Who, url: string, filename: string, content: Buffer) => {
  const { payload, contentType } = multipartBody({}, filename, content)
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: tokens[who], 'content-type': contentType },
  })
}
const call = (who: Who, method: 'GET' | 'DELETE', url: string) =>
  app.inject({ method, url, headers: { authorization: tokens[who] } })
const list = async (url: string) => (await call('gestor', 'GET', url)).json().value as BillAttachment[]
const rowCount = async () =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from titulos_anexos`)).rows[0].n

describe('attachments of a BPO bill', () => {
  const url = bpoPaths.attachments(3, 'pagar', payable)

  it('uploads a boleto PDF, lists it, downloads the same bytes and removes it, with audit rows', async () => {
    const file = pdf()
    const res = await upload('gestor', url, 'boleto março.pdf', file)
    expect(res.statusCode, res.body).toBe(201)
    const created = res.json().value as BillAttachment
    expect(created).toMatchObject({ nome_arquivo: 'boleto março.pdf', tipo: 'pdf', tamanho: file.length })
    expect(stored(file)).toBe(true)
    expect((await list(url)).map((a) => a.id)).toContain(created.id)

    const down = await call('equipe', 'GET', bpoPaths.attachment(3, 'pagar', payable, created.id))
    expect(down.statusCode).toBe(200)
    expect(down.headers['content-type']).toBe('application/pdf')
    expect(String(down.headers['content-disposition'])).toContain("filename*=UTF-8''boleto%20mar%C3%A7o.pdf")
    expect(down.rawPayload.equals(file)).toBe(true)

    const removed = await call('gestor', 'DELETE', bpoPaths.attachment(3, 'pagar', payable, created.id))
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await list(url)).map((a) => a.id)).not.toContain(created.id)
    const again = await call('gestor', 'DELETE', bpoPaths.attachment(3, 'pagar', payable, created.id))
    expect(again.statusCode).toBe(404)

    const audit = await db.execute<{ acao: string }>(
      sql`select acao from auditoria where entidade = 'titulo' and id_entidade = ${String(payable)}
        and acao in ('anexar', 'remover-anexo') order by id`,
    )
    expect(audit.rows.map((r) => r.acao)).toEqual(['anexar', 'remover-anexo'])
  })

  it('takes a nota fiscal XML and a receipt image, each typed by its content', async () => {
    const xmlRes = await upload('equipe', url, 'nfe.xml', xml())
    expect(xmlRes.statusCode, xmlRes.body).toBe(201)
    const pngRes = await upload('equipe', bpoPaths.attachments(3, 'receber', receivable), 'comprovante.PNG', png())
    expect(pngRes.statusCode, pngRes.body).toBe(201)
    expect(pngRes.json().value.tipo).toBe('png')
    const down = await call('gestor', 'GET', bpoPaths.attachment(3, 'receber', receivable, pngRes.json().value.id))
    expect(down.headers['content-type']).toBe('image/png')
  })

  it('refuses a bad file with a pt-BR 400 and stores nothing', async () => {
    const before = await rowCount()
    const exe = Buffer.concat([Buffer.from('MZ'), randomBytes(64)])
    const cases: [string, Buffer, string][] = [
      ['virus.exe', exe, 'Tipo de arquivo não aceito: envie PDF, XML, PNG ou JPG.'],
      ['boleto.pdf', exe, 'O conteúdo do arquivo não é um PDF válido; nada foi salvo.'],
      ['foto.jpg', png(), 'O conteúdo do arquivo não é um JPG válido; nada foi salvo.'],
      ['nota.xml', pdf(), 'O conteúdo do arquivo não é um XML válido; nada foi salvo.'],
      ['vazio.pdf', Buffer.alloc(0), 'O arquivo está vazio.'],
      ['constructor', pdf(), 'Tipo de arquivo não aceito: envie PDF, XML, PNG ou JPG.'],
    ]
    for (const [name, content, message] of cases) {
      const res = await upload('gestor', url, name, content)
      expect(res.statusCode, name).toBe(400)
      expect(res.json().message).toBe(message)
      if (content.length > 0) expect(stored(content), name).toBe(false)
    }
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(15 * 1024 * 1024)])
    const tooBig = await upload('gestor', url, 'grande.pdf', big)
    expect(tooBig.statusCode).toBe(400)
    expect(tooBig.json().message).toBe('O arquivo é maior que o limite de 15 MB; nada foi salvo.')
    expect(stored(big)).toBe(false)
    expect(await rowCount()).toBe(before)
  })

  it("never reaches another office's bill or attachment, nor a payable through the receivables' path", async () => {
    const own = (await upload('gestor', url, 'boleto.pdf', pdf())).json().value as BillAttachment
    const file = pdf()
    const theirs = (await upload('aurora', bpoPaths.attachments(1, 'pagar', auroraPayable), 'a.pdf', file)).json()
      .value as BillAttachment
    // Office 3's gestor asking for office 1: refused by the office scope.
    expect((await call('gestor', 'GET', bpoPaths.attachments(1, 'pagar', auroraPayable))).statusCode).toBe(403)
    // Office 1's bill or attachment through office 3's path: not found, and nothing stored for an upload.
    expect((await call('gestor', 'GET', bpoPaths.attachments(3, 'pagar', auroraPayable))).statusCode).toBe(404)
    expect((await call('gestor', 'GET', bpoPaths.attachment(3, 'pagar', payable, theirs.id))).statusCode).toBe(404)
    expect((await call('gestor', 'DELETE', bpoPaths.attachment(3, 'pagar', payable, theirs.id))).statusCode).toBe(404)
    const foreign = pdf()
    expect((await upload('gestor', bpoPaths.attachments(3, 'pagar', auroraPayable), 'x.pdf', foreign)).statusCode).toBe(
      404,
    )
    expect(stored(foreign)).toBe(false)
    expect((await call('gestor', 'GET', bpoPaths.attachment(3, 'receber', payable, own.id))).statusCode).toBe(404)
    expect((await call('aurora', 'GET', bpoPaths.attachment(1, 'pagar', auroraPayable, theirs.id))).statusCode).toBe(
      200,
    )
  })

  it('is for staff and the gestor only', async () => {
    for (const who of ['assessor', 'cliente'] as const) {
      expect((await call(who, 'GET', url)).statusCode, who).toBe(403)
      expect((await upload(who, url, 'boleto.pdf', pdf())).statusCode, who).toBe(403)
    }
  })

  it('goes with its bill when the bill is removed', async () => {
    const bill = (
      await db.execute<{ id: number }>(sql`select t.id from titulos t where t.id_escritorio = 3 and t.tipo = 'pagar'
        and t.pago_centavos = 0 order by t.id desc limit 1`)
    ).rows[0].id
    const version = (
      await db.execute<{ version: number }>(sql`select version from titulos where id_escritorio = 3 and id = ${bill}`)
    ).rows[0].version
    expect((await upload('gestor', bpoPaths.attachments(3, 'pagar', bill), 'b.pdf', pdf())).statusCode).toBe(201)
    const res = await app.inject({
      method: 'DELETE',
      url: `/v2/api/office/3/bpo/titulos/pagar/${bill}?version=${version}`,
      headers: { authorization: tokens.gestor },
    })
    expect(res.statusCode, res.body).toBe(200)
    const left = await db.execute(sql`select 1 from titulos_anexos where id_escritorio = 3 and id_titulo = ${bill}`)
    expect(left.rows).toEqual([])
  })

  it('the demo has attachments on office 3 bills, written as valid files and downloadable', async () => {
    await writeDemoBillAttachmentFiles(db, createFileStore(join(tmpdir(), 'aawz', 'files')))
    const demoRows = await db.execute<{ id: number; id_titulo: number; tipo: string; nome_arquivo: string }>(
      sql`select a.id, a.id_titulo, a.tipo, a.nome_arquivo from titulos_anexos a
        join usuarios u on u.id_interno = a.enviado_por where a.id_escritorio = 3 and u.email = ${demo.equipe}
        and a.nome_arquivo ~ '^(boleto|nfe|nota-fiscal)-'`,
    )
    expect(demoRows.rows.map((r) => r.tipo).sort()).toEqual(['pdf', 'pdf', 'pdf', 'pdf', 'pdf', 'xml'])
    for (const row of demoRows.rows) {
      const kind = row.nome_arquivo.startsWith('nota-fiscal') ? 'receber' : 'pagar'
      const res = await call('gestor', 'GET', bpoPaths.attachment(3, kind, row.id_titulo, row.id))
      expect(res.statusCode, row.nome_arquivo).toBe(200)
      expect(checkAttachment(row.nome_arquivo, res.rawPayload)).toBe(row.tipo)
    }
  })
})
