import { sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import MailComposer from 'nodemailer/lib/mail-composer'
import { describe, expect, it } from 'vitest'
import { demoPdf } from '../../server/db/seed-bill-attachments'
import { bankLine, boletoPdf, maskedLine } from '../../server/db/seed-boleto-files'
import { nfeKey, nfeXml, nfseNacionalXml } from '../../server/db/seed-invoice-files'
import { BAD_DIGIT, NO_LINE } from '../../server/modules/inbox/boleto-text'
import type { InboxMessageDetail } from '../../src/contracts/inbox'
import { inboxPaths, invoicePaths } from '../../src/contracts/inbox-paths'
import type { InvoiceDetail } from '../../src/contracts/invoices'
import { linhaDigitavelToBarcode } from '../../src/lib/masks/boleto'
import { demo, seededApp } from './harness'
import { multipartBody } from './multipart'

const { app, db, login } = await seededApp({ config: { INBOX_SMTP_PORT: 0, INBOX_DOMAIN: 'caixa.test' } })
const tokens = {
  equipe: await login(demo.equipe),
  gestor: await login(demo.gestor),
  aurora: await login(demo.gestorAurora),
}
type Who = keyof typeof tokens

const upload = (
  who: Who,
  url: string,
  filename: string,
  content: Buffer | string,
  fields: Record<string, string> = {},
) => {
  const { payload, contentType } = multipartBody(fields, filename, content)
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: tokens[who], 'content-type': contentType },
  })
}
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { authorization: tokens[who] } })

const counts = async (office: number) =>
  (
    await db.execute<{ notas: number; titulos: number; fornecedores: number; mensagens: number }>(sql`select
      (select count(*)::int from notas_fiscais where id_escritorio = ${office}) as notas,
      (select count(*)::int from titulos where id_escritorio = ${office}) as titulos,
      (select count(*)::int from fornecedores where id_escritorio = ${office}) as fornecedores,
      (select count(*)::int from caixa_entrada where id_escritorio = ${office}) as mensagens`)
  ).rows[0]

const papelaria = {
  emitCnpj: '45997418000153',
  emitNome: 'Papelaria Atlântica Comércio Ltda',
  destDoc: '34028316000103',
  destNome: 'AAWZ Assessoria',
  numero: 81234,
  emissao: '2026-11-03',
  itens: [
    { codigo: 'A4-500', descricao: 'Papel A4 (caixa)', quantidade: '10.0000', unitario: '250.0000', total: '2500.00' },
    { codigo: 'TON-85', descricao: 'Toner 85A', quantidade: '3.0000', unitario: '333.3300', total: '999.99' },
  ],
  dups: [
    { vencimento: '2026-12-03', valor: '1166.67' },
    { vencimento: '2027-01-03', valor: '1166.66' },
    { vencimento: '2027-02-03', valor: '1166.66' },
  ],
  protocolo: true,
}

describe('invoice import (/bpo/notas_fiscais)', () => {
  it('creates the provider and one payable per duplicata, their amounts summing to the total in centavos', async () => {
    const before = await counts(3)
    const res = await upload('equipe', invoicePaths.list(3), 'nfe-81234.xml', nfeXml(papelaria))
    expect(res.statusCode, res.body).toBe(201)
    const inv = res.json().value as InvoiceDetail
    expect(inv).toMatchObject({
      tipo: 'pagar',
      numero: '81234',
      valor_total: '349999',
      valor_liquido: '349999',
      origem: 'upload',
    })
    expect(inv.chave).toBe(nfeKey(papelaria.emitCnpj, papelaria.emissao, papelaria.numero))
    expect(inv.titulos.map((t) => [t.parcela, t.parcelas, t.valor, t.data_vencimento])).toEqual([
      [1, 3, '116667', '2026-12-03'],
      [2, 3, '116666', '2027-01-03'],
      [3, 3, '116666', '2027-02-03'],
    ])
    expect(inv.titulos.reduce((s, t) => s + BigInt(t.valor), 0n)).toBe(349999n)
    const provider = await db.execute<{ nome: string; cpf_cnpj: string }>(
      sql`select nome, cpf_cnpj from fornecedores where id_escritorio = 3 and id = ${inv.id_fornecedor}`,
    )
    expect(provider.rows[0]).toEqual({ nome: 'Papelaria Atlântica Comércio Ltda', cpf_cnpj: '45.997.418/0001-53' })
    expect(await counts(3)).toMatchObject({
      notas: before.notas + 1,
      titulos: before.titulos + 3,
      fornecedores: before.fornecedores + 1,
    })
    // The payables list shows them with the provider.
    const payables = await call(
      'equipe',
      'GET',
      `/v2/api/office/3/bpo/titulos/pagar?inicio=2026-12&fim=2027-02&fornecedor=${inv.id_fornecedor}`,
    )
    expect(payables.json().value.itens.map((b: { parcela: number }) => b.parcela)).toEqual([1, 2, 3])
    // The detail has items and instalments; the XML is served back as sent.
    const detail = (await call('gestor', 'GET', invoicePaths.one(3, inv.id))).json().value as InvoiceDetail
    expect(detail.itens).toHaveLength(2)
    expect(detail.parcelas.map((p) => p.valor)).toEqual(['116667', '116666', '116666'])
    const xml = await call('gestor', 'GET', invoicePaths.file(3, inv.id))
    expect(xml.body).toBe(nfeXml(papelaria))
  })

  it('refuses the same key twice (409) and writes nothing', async () => {
    const before = await counts(3)
    const res = await upload('gestor', invoicePaths.list(3), 'copia.xml', nfeXml({ ...papelaria, protocolo: false }))
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Nota 81234 já importada (mesma chave de acesso); nada foi lançado.')
    expect(await counts(3)).toEqual(before)
  })

  it('matches an existing provider by CNPJ and makes a receivable when the office itself issued the invoice', async () => {
    const before = await counts(3)
    const again = await upload(
      'equipe',
      invoicePaths.list(3),
      'nfe-2.xml',
      nfeXml({ ...papelaria, numero: 81235, dups: [] }),
    )
    expect(again.statusCode).toBe(201)
    expect((await counts(3)).fornecedores).toBe(before.fornecedores)
    const own = nfseNacionalXml({
      prestCnpj: '34028316000103',
      prestNome: 'AAWZ Assessoria',
      tomaDoc: '52998224725',
      tomaNome: 'Carla Menezes',
      numero: 301,
      emissao: '2026-11-10',
      competencia: '2026-10-31',
      descricao: 'Consultoria de investimentos — outubro',
      valor: '1800.00',
      iss: '90.00',
    })
    const res = await upload('equipe', invoicePaths.list(3), 'nfse-301.xml', own)
    expect(res.statusCode, res.body).toBe(201)
    const inv = res.json().value as InvoiceDetail
    expect(inv).toMatchObject({
      tipo: 'receber',
      id_fornecedor: null,
      modelo: 'nfse-nacional',
      data_competencia: '2026-10-31',
    })
    expect(inv.titulos).toMatchObject([{ tipo: 'receber', valor: '180000', data_vencimento: '2026-11-10' }])
  })

  it('refuses bad files with a pt-BR message per file and changes nothing', async () => {
    const before = await counts(3)
    const cases: [string, string | Buffer, RegExp][] = [
      ['bomba.xml', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b "b">]><a>&b;</a>', /DOCTYPE/],
      ['chave.xml', nfeXml({ ...papelaria, numero: 5, wrongDigit: true }), /dígito verificador/],
      ['foto.xml', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), /não é um XML/],
      ['pedido.xml', '<pedido/>', /não é uma NF-e/],
      [
        'nfse.xml',
        nfseNacionalXml({
          prestCnpj: '45997418000153',
          prestNome: 'Consultoria Teste',
          tomaDoc: '34028316000103',
          tomaNome: 'AAWZ Assessoria',
          numero: 4501,
          emissao: '2026-11-10',
          competencia: '2026-10-31',
          descricao: 'Consultoria',
          valor: '1000.00',
          iss: '50.00',
          wrongDigit: true,
        }),
        /^Chave de acesso da NFS-e inválida: o dígito verificador não confere/,
      ],
    ]
    for (const [name, content, message] of cases) {
      const res = await upload('equipe', invoicePaths.list(3), name, content)
      expect(res.statusCode, name).toBe(400)
      expect(res.json().message).toMatch(message)
      expect(res.json().message).toMatch(/Nada foi lançado/)
    }
    expect(await counts(3)).toEqual(before)
  })

  it("keeps another office out: office 1's gestor cannot list, read or import into office 3", async () => {
    const before = await counts(3)
    const inv = (await db.execute<{ id: number }>(sql`select id from notas_fiscais where id_escritorio = 3 limit 1`))
      .rows[0]
    expect((await call('aurora', 'GET', invoicePaths.list(3))).statusCode).toBe(403)
    expect((await call('aurora', 'GET', invoicePaths.one(3, inv.id))).statusCode).toBe(403)
    expect((await call('aurora', 'GET', invoicePaths.one(1, inv.id))).statusCode).toBe(404)
    const res = await upload('aurora', invoicePaths.list(3), 'x.xml', nfeXml({ ...papelaria, numero: 9 }))
    expect(res.statusCode).toBe(403)
    expect(await counts(3)).toEqual(before)
    expect((await call('aurora', 'GET', inboxPaths.messages(3))).statusCode).toBe(403)
  })
})

const eml = (o: {
  from: string
  to?: string
  subject: string
  attachments: { filename: string; content: Buffer | string }[]
}) => new MailComposer({ to: 'bpo-3@caixa.test', text: 'Segue em anexo.', ...o }).compile().build()

describe('inbox (/bpo/caixa_entrada, /bpo/emails)', () => {
  it('keeps addresses lower-cased and validated, and tags', async () => {
    const bad = await call('equipe', 'POST', inboxPaths.emails(3), { email: 'não é e-mail', validado: true })
    expect(bad.statusCode).toBe(400)
    const tag = await call('equipe', 'POST', inboxPaths.emailTags(3), { nome: 'Compras', cor: '#1565c0' })
    expect(tag.statusCode).toBe(201)
    const id_tag = tag.json().value.tags.find((t: { nome: string }) => t.nome === 'Compras').id
    const res = await call('gestor', 'POST', inboxPaths.emails(3), {
      email: '  Financeiro@Papelaria.COM.br ',
      validado: true,
      id_tag,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().value.emails).toContainEqual(
      expect.objectContaining({ email: 'financeiro@papelaria.com.br', validado: true, id_tag }),
    )
    expect(res.json().value.endereco).toBe('bpo-3@caixa.test')
    const twice = await call('gestor', 'POST', inboxPaths.emails(3), { email: 'FINANCEIRO@papelaria.com.br' })
    expect(twice.statusCode).toBe(409)
  })

  it('takes an uploaded .eml: its NF-e becomes bills labelled for checking, a PDF is labelled unread', async () => {
    const raw = await eml({
      from: 'Papelaria Atlântica <Financeiro@Papelaria.com.br>',
      subject: 'NF 81300 e boleto',
      attachments: [
        { filename: 'nfe-81300.xml', content: nfeXml({ ...papelaria, numero: 81300 }) },
        {
          filename: 'boleto.pdf',
          content: demoPdf(['Boleto', '23790.12345 60000.000000 00000.000000 1 99990000010000']),
        },
      ],
    })
    const res = await upload('equipe', inboxPaths.messages(3), 'mensagem.eml', raw)
    expect(res.statusCode, res.body).toBe(201)
    const msg = res.json().value as InboxMessageDetail
    expect(msg).toMatchObject({
      de_email: 'financeiro@papelaria.com.br',
      assunto: 'NF 81300 e boleto',
      origem: 'upload',
      verificado: false,
    })
    expect(msg.tags).toHaveLength(1)
    const [xml, pdf] = msg.arquivos
    expect(xml).toMatchObject({ nome_arquivo: 'nfe-81300.xml', leitura: 'verificar_leitura' })
    expect(xml.titulos).toHaveLength(3)
    expect(pdf).toMatchObject({ nome_arquivo: 'boleto.pdf', leitura: 'erro_leitura', titulos: [] })
    // The same message again is refused and changes nothing.
    const before = await counts(3)
    const again = await upload('equipe', inboxPaths.messages(3), 'mensagem.eml', raw)
    expect(again.statusCode).toBe(409)
    expect(await counts(3)).toEqual(before)
    // Not an e-mail.
    const junk = await upload('equipe', inboxPaths.messages(3), 'x.eml', 'isto não é um e-mail')
    expect(junk.statusCode).toBe(400)
    expect(junk.json().message).toMatch(/não é um e-mail/)
    // Visually verified, then the list's summary per tag.
    const verified = await call('gestor', 'POST', inboxPaths.verified(3, msg.id), {
      verificado: true,
      version: msg.version,
    })
    expect(verified.json().value.verificado).toBe(true)
    const stale = await call('gestor', 'POST', inboxPaths.verified(3, msg.id), {
      verificado: false,
      version: msg.version,
    })
    expect(stale.statusCode).toBe(409)
    const list = (await call('gestor', 'GET', `${inboxPaths.messages(3)}?verificado=sim`)).json().value
    expect(list.itens.map((m: { id: number }) => m.id)).toContain(msg.id)
    expect(list.resumo).toContainEqual({ id_tag: msg.tags[0], qtd: expect.any(Number) })
  })

  it("an invoice removed later clears an attachment's link to it, never the attachment's office", async () => {
    const raw = await eml({
      from: 'Papelaria Atlântica <financeiro@papelaria.com.br>',
      subject: 'NF 81301',
      attachments: [{ filename: 'nfe-81301.xml', content: nfeXml({ ...papelaria, numero: 81301 }) }],
    })
    const res = await upload('equipe', inboxPaths.messages(3), 'mensagem-81301.eml', raw)
    expect(res.statusCode, res.body).toBe(201)
    const [xml] = (res.json().value as InboxMessageDetail).arquivos
    const link = sql`select id_escritorio, id_nota from caixa_entrada_anexos where id_escritorio = 3 and id = ${xml.id}`
    const [{ id_nota }] = (await db.execute<{ id_nota: number }>(link)).rows
    expect(id_nota).not.toBeNull()
    await db.execute(sql`delete from notas_fiscais where id_escritorio = 3 and id = ${id_nota}`)
    expect((await db.execute(link)).rows).toEqual([{ id_escritorio: 3, id_nota: null }])
  })

  it('receives by SMTP on loopback: the message, its attachment and a bill labelled for checking', async () => {
    const port = app.inboxSmtp?.port()
    expect(port).toBeGreaterThan(0)
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true })
    const before = await counts(3)
    const refused = transport.sendMail({ from: 'x@y.com', to: 'bpo-999@caixa.test', subject: 'x', text: 'x' })
    await expect(refused).rejects.toThrow(/550/)
    await transport.sendMail({
      from: 'financeiro@papelaria.com.br',
      to: 'bpo-3@caixa.test',
      subject: 'Nota fiscal 81400',
      text: 'Bom dia, segue a nota.',
      attachments: [
        {
          filename: 'nfe-81400.xml',
          content: nfeXml({
            ...papelaria,
            numero: 81400,
            dups: [papelaria.dups[0]],
            itens: [{ ...papelaria.itens[0], total: '1166.67', quantidade: '1.0000', unitario: '1166.6700' }],
          }),
        },
      ],
    })
    transport.close()
    const after = await counts(3)
    expect(after).toMatchObject({
      mensagens: before.mensagens + 1,
      notas: before.notas + 1,
      titulos: before.titulos + 1,
    })
    const id = (
      await db.execute<{ id: number }>(
        sql`select id from caixa_entrada where id_escritorio = 3 and assunto = 'Nota fiscal 81400'`,
      )
    ).rows[0].id
    const msg = (await call('equipe', 'GET', inboxPaths.message(3, id))).json().value as InboxMessageDetail
    expect(msg).toMatchObject({ origem: 'smtp', corpo: expect.stringContaining('segue a nota') })
    expect(msg.arquivos[0]).toMatchObject({
      leitura: 'verificar_leitura',
      titulos: [{ valor: '116667', tipo: 'pagar' }],
    })
    const file = await call('equipe', 'GET', inboxPaths.attachment(3, id, msg.arquivos[0].id))
    expect(file.body).toContain('<nNF>81400</nNF>')
  })

  it("reads a boleto PDF's line into a payable labelled for checking; a wrong digit or no line makes nothing", async () => {
    const linha = bankLine('341', '2027-01-11', 41275, '1090000599911750041239870')
    const vivace = (vencimento: string, l: string) =>
      boletoPdf({
        beneficiario: 'Vivace Telecomunicacoes S.A.',
        cnpj: '62.940.017/3072-30',
        vencimento,
        valor: '412,75',
        linha: l,
      })
    const wrong = maskedLine(linha).replace(/^(\d{5}\.\d{4})(\d)/, (_, a, d) => `${a}${(Number(d) + 1) % 10}`)
    const before = await counts(3)
    const raw = await eml({
      from: 'Vivace <cobranca@vivace.com.br>',
      subject: 'Fatura de dezembro',
      attachments: [
        { filename: 'fatura.pdf', content: vivace('11/01/2027', maskedLine(linha)) },
        { filename: 'fatura-errada.pdf', content: vivace('11/01/2027', wrong) },
        { filename: 'aviso.pdf', content: demoPdf(['Aviso de cobranca', 'Sua fatura vence em 11/01/2027.']) },
      ],
    })
    const res = await upload('equipe', inboxPaths.messages(3), 'fatura.eml', raw)
    expect(res.statusCode, res.body).toBe(201)
    const [good, bad, none] = (res.json().value as InboxMessageDetail).arquivos
    expect(good).toMatchObject({
      leitura: 'verificar_leitura',
      boleto: { linha, valor: '41275', vencimento: '2027-01-11' },
      titulos: [{ tipo: 'pagar', valor: '41275', data_vencimento: '2027-01-11' }],
    })
    expect(bad).toMatchObject({ leitura: 'erro_leitura', leitura_detalhe: BAD_DIGIT, boleto: null, titulos: [] })
    expect(none).toMatchObject({ leitura: 'erro_leitura', leitura_detalhe: NO_LINE, boleto: null, titulos: [] })
    expect(await counts(3)).toMatchObject({ titulos: before.titulos + 1, mensagens: before.mensagens + 1 })
    // The bill carries the line, and its provider was found by the beneficiary's CNPJ printed on the boleto.
    const bill = (
      await db.execute<{
        descricao: string
        codigo_boleto: string
        fornecedor: string
      }>(sql`select t.descricao, t.codigo_boleto, f.nome as fornecedor
        from titulos t join fornecedores f on f.id_escritorio = t.id_escritorio and f.id = t.id_fornecedor
        where t.id_escritorio = 3 and t.id = ${good.titulos[0].id}`)
    ).rows[0]
    expect(bill).toEqual({
      descricao: 'Boleto — Vivace',
      codigo_boleto: linha,
      fornecedor: 'Vivace Telecomunicações S.A.',
    })
    // The same boleto in another message is linked to that bill, not posted twice.
    const again = await upload(
      'equipe',
      inboxPaths.messages(3),
      'reenvio.eml',
      await eml({
        from: 'cobranca@vivace.com.br',
        subject: 'Reenvio',
        attachments: [{ filename: 'f.pdf', content: vivace('11/01/2027', linha) }],
      }),
    )
    expect(again.json().value.arquivos[0]).toMatchObject({
      leitura: 'verificar_leitura',
      titulos: [{ id: good.titulos[0].id }],
    })
    expect((await counts(3)).titulos).toBe(before.titulos + 1)
  })

  it('reads a boleto PDF that prints only the 44-digit barcode: the line is made from it, same labels', async () => {
    const linha = bankLine('341', '2027-02-10', 19_990, '1090000712311750041239870')
    const barcode = linhaDigitavelToBarcode(linha) as string
    const wrong = `${barcode.slice(0, 20)}${(Number(barcode[20]) + 1) % 10}${barcode.slice(21)}`
    const pdf = (code: string) =>
      boletoPdf({
        beneficiario: 'Vivace Telecomunicacoes S.A.',
        cnpj: '62.940.017/3072-30',
        vencimento: '10/02/2027',
        valor: '199,90',
        linha: code,
      })
    const before = await counts(3)
    const res = await upload(
      'equipe',
      inboxPaths.messages(3),
      'barras.eml',
      await eml({
        from: 'Vivace <cobranca@vivace.com.br>',
        subject: 'Fatura de fevereiro',
        attachments: [
          { filename: 'barras.pdf', content: pdf(barcode) },
          { filename: 'barras-errado.pdf', content: pdf(wrong) },
        ],
      }),
    )
    expect(res.statusCode, res.body).toBe(201)
    const [good, bad] = (res.json().value as InboxMessageDetail).arquivos
    expect(good).toMatchObject({
      leitura: 'verificar_leitura',
      boleto: { linha, valor: '19990', vencimento: '2027-02-10' },
      titulos: [{ tipo: 'pagar', valor: '19990', data_vencimento: '2027-02-10' }],
    })
    expect(bad).toMatchObject({ leitura: 'erro_leitura', leitura_detalhe: BAD_DIGIT, boleto: null, titulos: [] })
    expect((await counts(3)).titulos).toBe(before.titulos + 1)
  })

  it("shows the demo office's boleto read into a bill and a scanned one left unread", async () => {
    const rows = (
      await db.execute<{ nome_arquivo: string; leitura: string; codigo_boleto: string | null; valor: string | null }>(
        sql`select a.nome_arquivo, a.leitura, t.codigo_boleto, t.valor_centavos::text as valor from caixa_entrada_anexos a
          left join titulos t on t.id_escritorio = a.id_escritorio and t.id = a.id_titulo
          where a.id_escritorio = 3 and a.nome_arquivo like 'boleto-%' order by a.nome_arquivo`,
      )
    ).rows
    expect(rows).toEqual([
      { nome_arquivo: 'boleto-condominio-digitalizado.pdf', leitura: 'erro_leitura', codigo_boleto: null, valor: null },
      {
        nome_arquivo: 'boleto-vivace-novembro.pdf',
        leitura: 'verificar_leitura',
        codigo_boleto: expect.stringMatching(/^\d{47}$/),
        valor: '38990',
      },
    ])
  })

  it('keeps what an unvalidated sender sends without posting bills', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: app.inboxSmtp?.port(),
      secure: false,
      ignoreTLS: true,
    })
    const before = await counts(3)
    await transport.sendMail({
      from: 'desconhecido@exemplo.com',
      to: 'bpo-3@caixa.test',
      subject: 'Cobrança',
      text: 'Pague esta nota.',
      attachments: [
        { filename: 'nfe.xml', content: nfeXml({ ...papelaria, numero: 81500 }) },
        {
          filename: 'boleto.pdf',
          content: boletoPdf({
            beneficiario: 'Desconhecido',
            cnpj: '62.940.017/3072-30',
            vencimento: '20/01/2027',
            valor: '99,00',
            linha: maskedLine(bankLine('237', '2027-01-20', 9900, '2840000123412341234123412')),
          }),
        },
      ],
    })
    transport.close()
    expect(await counts(3)).toMatchObject({
      mensagens: before.mensagens + 1,
      notas: before.notas,
      titulos: before.titulos,
    })
  })
})
