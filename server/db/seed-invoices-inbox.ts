import type { FileStore } from '../files/file-store'
import { sha256Of } from '../files/file-store'
import type { Tx } from '../http/idempotency'
import { extractAttachment } from '../modules/inbox/extract'
import * as inbox from '../modules/inbox/queries'
import { readAttachment } from '../modules/inbox/read-attachments'
import { importInvoice } from '../modules/invoices/import-service'
import { parseInvoice } from '../modules/invoices/parse-invoice'
import { demoPdf } from './seed-bill-attachments'
import { bankLine, boletoPdf, maskedLine } from './seed-boleto-files'
import { nfeXml, nfseNacionalXml } from './seed-invoice-files'

// Demo invoices and inbox: office 3 gets an NF-e with 3 duplicatas (uploaded), an NFS-e that arrived by e-mail, tags,
// a validated supplier address, a boleto PDF whose line became a payable (Vivace, a registered provider) and a
// scanned boleto with no text that could not be read; office 1 gets one NF-e.

const papelaria = nfeXml({
  emitCnpj: '07526557000100',
  emitNome: 'Papelaria Atlântica Comércio Ltda',
  destDoc: '34028316000103',
  destNome: 'AAWZ Assessoria',
  numero: 71234,
  emissao: '2026-11-03',
  itens: [
    {
      codigo: 'A4-500',
      descricao: 'Papel A4 75 g (caixa com 10 resmas)',
      quantidade: '10.0000',
      unitario: '250.0000',
      total: '2500.00',
    },
    { codigo: 'TON-85', descricao: 'Toner 85A', quantidade: '3.0000', unitario: '333.3300', total: '999.99' },
  ],
  dups: [
    { vencimento: '2026-12-03', valor: '1166.67' },
    { vencimento: '2027-01-03', valor: '1166.66' },
    { vencimento: '2027-02-03', valor: '1166.66' },
  ],
  protocolo: true,
})
const contabil = nfseNacionalXml({
  prestCnpj: '19131243000197',
  prestNome: 'Horizonte Contabilidade Ltda',
  tomaDoc: '34028316000103',
  tomaNome: 'AAWZ Assessoria',
  numero: 1207,
  emissao: '2026-11-05',
  competencia: '2026-10-31',
  descricao: 'Serviços contábeis — competência outubro/2026',
  valor: '2800.00',
  iss: '140.00',
  issRetido: true,
})
const aurora = nfeXml({
  emitCnpj: '33000167000101',
  emitNome: 'Informática Mineira Ltda',
  destDoc: '11222333000181',
  destNome: 'Aurora Investimentos',
  numero: 5521,
  emissao: '2026-11-12',
  itens: [
    { codigo: 'MON-27', descricao: 'Monitor 27"', quantidade: '2.0000', unitario: '1450.0000', total: '2900.00' },
  ],
  dups: [
    { vencimento: '2026-12-12', valor: '1450.00' },
    { vencimento: '2027-01-12', valor: '1450.00' },
  ],
  protocolo: true,
})
const vivace = boletoPdf({
  beneficiario: 'Vivace Telecomunicações S.A.',
  cnpj: '62.940.017/3072-30',
  vencimento: '10/12/2026',
  valor: '389,90',
  linha: maskedLine(bankLine('341', '2026-12-10', 38990, '1090000482211750041239870')),
})
/** A scanned boleto: a PDF with no text (the image is left out), so nothing can be read from it. */
const digitalizado = demoPdf([])

const files: Buffer[] = [...[papelaria, contabil, aurora].map((x) => Buffer.from(x, 'utf8')), vivace, digitalizado]

const upload = (tx: Tx, office: number, user: number, xml: string, nome: string) =>
  importInvoice(tx, { office, user }, parseInvoice(Buffer.from(xml, 'utf8')), {
    nome_arquivo: nome,
    sha256: sha256Of(Buffer.from(xml, 'utf8')),
    origem: 'upload',
  })

async function message(
  tx: Tx,
  user: number,
  m: { de: string; de_email: string; assunto: string; corpo: string; quando: string; tags: number[] },
  anexos: { nome: string; tipo: string; conteudo: Buffer }[],
) {
  const id = await inbox.insertMessage(tx, 3, {
    message_id: `<demo-${m.quando}@caixa.localhost>`,
    de: m.de,
    de_email: m.de_email,
    para: 'bpo-3@caixa.localhost',
    assunto: m.assunto,
    recebido_em: new Date(m.quando),
    corpo: m.corpo,
    origem: 'smtp',
  })
  if (id === null) return
  await inbox.setTags(tx, 3, id, m.tags)
  for (const a of anexos) {
    const sha256 = sha256Of(a.conteudo)
    const read = await extractAttachment(
      tx,
      { office: 3, user },
      { nome_arquivo: a.nome, sha256, lido: await readAttachment(a.conteudo) },
      true,
      { recebido_em: new Date(m.quando), de: m.de },
    )
    await inbox.insertAttachment(tx, 3, id, {
      nome_arquivo: a.nome,
      tipo: a.tipo,
      tamanho: a.conteudo.length,
      sha256,
      ...read,
    })
  }
}

/** Inserts the demo invoices and inbox (inside the demo seed, after the BPO registers and bills). */
export async function seedInvoicesInbox(tx: Tx, user: number) {
  await upload(tx, 3, user, papelaria, 'nfe-71234-papelaria-atlantica.xml')
  await upload(tx, 1, user, aurora, 'nfe-5521-informatica-mineira.xml')
  const fornecedores = await inbox.insertTag(tx, 3, { nome: 'Fornecedores', cor: '#1565c0' })
  const impostos = await inbox.insertTag(tx, 3, { nome: 'Impostos', cor: '#c2410c' })
  await inbox.insertTag(tx, 3, { nome: 'Clientes', cor: '#2e7d32' })
  await inbox.insertAddress(tx, 3, { email: 'nfse@horizontecontabil.com.br', validado: true, id_tag: fornecedores })
  await inbox.insertAddress(tx, 3, {
    email: 'financeiro@papelaria-atlantica.com.br',
    validado: true,
    id_tag: fornecedores,
  })
  const tags = [fornecedores, impostos].flatMap((t) => (t === null ? [] : [t]))
  await message(
    tx,
    user,
    {
      de: 'Horizonte Contabilidade <nfse@horizontecontabil.com.br>',
      de_email: 'nfse@horizontecontabil.com.br',
      assunto: 'NFS-e 1207 — serviços contábeis de outubro',
      corpo:
        'Prezados,\n\nsegue a NFS-e 1207 referente aos serviços contábeis de outubro/2026 (ISS retido).\n\nAtenciosamente,\nHorizonte Contabilidade',
      quando: '2026-11-05T12:10:00Z',
      tags,
    },
    [{ nome: 'nfse-1207.xml', tipo: 'application/xml', conteudo: Buffer.from(contabil, 'utf8') }],
  )
  await message(
    tx,
    user,
    {
      de: 'Vivace Telecomunicações <cobranca@vivace.com.br>',
      de_email: 'cobranca@vivace.com.br',
      assunto: 'Sua fatura de novembro chegou',
      corpo: 'Olá! A fatura de novembro/2026 está anexa. Vencimento em 10/12/2026.',
      quando: '2026-11-20T09:00:00Z',
      tags: [],
    },
    [{ nome: 'boleto-vivace-novembro.pdf', tipo: 'application/pdf', conteudo: vivace }],
  )
  await message(
    tx,
    user,
    {
      de: 'Condomínio Faria Lima Office <administracao@condfarialima.com.br>',
      de_email: 'administracao@condfarialima.com.br',
      assunto: 'Boleto do condomínio — dezembro/2026',
      corpo: 'Prezado condômino, segue o boleto digitalizado da taxa condominial de dezembro/2026.',
      quando: '2026-11-24T14:30:00Z',
      tags: [],
    },
    [{ nome: 'boleto-condominio-digitalizado.pdf', tipo: 'application/pdf', conteudo: digitalizado }],
  )
}

/** Writes the demo invoices' and attachments' bytes to the file store (main.ts, after the seed). */
export async function writeDemoInvoiceFiles(store: FileStore) {
  for (const f of files) await store.put(f)
}
