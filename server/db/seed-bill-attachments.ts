import { sql } from 'drizzle-orm'
import { type FileStore, sha256Of } from '../files/file-store'
import type { DbOrTx } from '../modules/financial/chart'
import { titulosAnexos } from './schema'

// A few attachments on the demo bills of office 3 (boletos and notas fiscais as small generated PDFs, one NF-e XML),
// so the bills' dialogs and the list's paperclips have something to show. The files are written by main.ts.

/** A one-page PDF showing `lines` (Helvetica), with a correct cross-reference table. */
export function demoPdf(lines: readonly string[]): Buffer {
  // Accents dropped (the standard 14 fonts are not Unicode); backslash and parentheses escaped.
  const pdfText = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[\\()]/g, '\\$&')
      .replace(/[^\x20-\x7e]/g, '?')
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 22} Td (${pdfText(l)}) Tj ET`)
  const stream = text.join('\n')
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 5 0 R>>>>/Contents 4 0 R>>',
    `<</Length ${stream.length}>>\nstream\n${stream}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((o, i) => {
    const at = body.length
    body += `${i + 1} 0 obj\n${o}\nendobj\n`
    return at
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

type Plan = { id: number; nome: string; tipo: 'pdf' | 'xml'; content: Buffer }

const nfeXml = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<nfeProc versao="4.00"><NFe><infNFe Id="NFe-demonstracao">' +
    '<emit><xNome>Datavista Sistemas de Informação</xNome></emit></infNFe></NFe></nfeProc>\n',
  'utf8',
)

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w]+/g, '-')
    .toLowerCase()

/** Payables get their boleto (the first one its NF-e XML too); the receivable its nota fiscal. */
const plans = (bills: { id: number; tipo: string; descricao: string }[]) =>
  bills.flatMap((b, i): Plan[] => {
    const slug = slugOf(b.descricao)
    const pdf = (kind: string, title: string): Plan => ({
      id: b.id,
      nome: `${kind}-${slug}.pdf`,
      tipo: 'pdf',
      content: demoPdf([`${title} (demonstracao)`, b.descricao]),
    })
    if (b.tipo === 'receber') return [pdf('nota-fiscal', 'Nota fiscal de servico')]
    const xml: Plan = { id: b.id, nome: `nfe-${slug}.xml`, tipo: 'xml', content: nfeXml }
    return i === 0 ? [pdf('boleto', 'Boleto'), xml] : [pdf('boleto', 'Boleto')]
  })

async function demoBills(tx: DbOrTx) {
  const res = await tx.execute<{ id: number; tipo: string; descricao: string }>(sql`(select id, tipo, descricao
      from titulos where id_escritorio = 3 and tipo = 'pagar' order by data_vencimento, id limit 4)
    union all (select id, tipo, descricao from titulos where id_escritorio = 3 and tipo = 'receber'
      order by data_vencimento, id limit 1)`)
  return plans(res.rows)
}

/** Inserts the attachment rows (run inside the demo seed, after the bills). */
export async function seedBillAttachments(tx: DbOrTx, sender: number): Promise<void> {
  const rows = (await demoBills(tx)).map((p) => ({
    id_escritorio: 3,
    id_titulo: p.id,
    nome_arquivo: p.nome,
    tipo: p.tipo,
    tamanho: p.content.length,
    sha256: sha256Of(p.content),
    enviado_por: sender,
  }))
  if (rows.length) await tx.insert(titulosAnexos).values(rows)
}

/** Writes the files the seeded rows point at (content-addressed: a second call changes nothing). */
export async function writeDemoBillAttachmentFiles(db: DbOrTx, files: FileStore): Promise<void> {
  for (const p of await demoBills(db)) await files.put(p.content)
}
