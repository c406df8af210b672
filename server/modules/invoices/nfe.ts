import type { ParsedInvoice } from '../../../src/contracts/invoices'
import { isAccessKey } from '../../../src/lib/nfe-key'
import { find, InvoiceFileError, list, money, plainDate, text, type XmlNode } from './xml-reader'

// NF-e 4.00 (modelo 55/65, Manual de Orientação do Contribuinte): an nfeProc (the NF-e with its authorisation
// protocol) or a bare NFe. Layout groups read: ide, emit, dest, det/prod, total/ICMSTot, cobr/dup, protNFe/infProt.

const required = <T>(value: T | null | undefined, what: string): T => {
  if (value === null || value === undefined) throw new InvoiceFileError(`NF-e sem ${what}; confira o arquivo.`)
  return value
}

const partyOf = (node: XmlNode | undefined) => ({
  documento: text(node, 'CNPJ') ?? text(node, 'CPF'),
  nome: text(node, 'xNome'),
})

const TAXES: [string, string][] = [
  ['ICMS', 'vICMS'],
  ['ICMS-ST', 'vST'],
  ['FCP', 'vFCP'],
  ['IPI', 'vIPI'],
  ['II', 'vII'],
  ['PIS', 'vPIS'],
  ['COFINS', 'vCOFINS'],
]

/** Reads the NF-e under `root` (its infNFe), checking the access key's check digit and issuer. */
export function readNfe(root: XmlNode): ParsedInvoice {
  const inf = required(find(root, 'infNFe'), 'o grupo infNFe')
  const id = required(text(inf, '@Id'), 'chave de acesso')
  const chave = id.replace(/^NFe/, '')
  if (!isAccessKey(chave)) throw new InvoiceFileError('Chave de acesso inválida (44 caracteres e dígito verificador).')
  const ide = inf.ide as XmlNode | undefined
  const emitente = partyOf(inf.emit as XmlNode | undefined)
  if (emitente.documento && emitente.documento.length === 14 && chave.slice(6, 20) !== emitente.documento)
    throw new InvoiceFileError('A chave de acesso não confere com o CNPJ do emitente.')
  const totals = find(inf, 'ICMSTot')
  const valor_total = required(money(text(totals, 'vNF')), 'valor total (vNF)')
  const data_emissao = required(plainDate(text(ide, 'dhEmi') ?? text(ide, 'dEmi')), 'data de emissão')
  const impostos: Record<string, string> = {}
  for (const [name, tag] of TAXES) {
    const v = money(text(totals, tag))
    if (v !== null && v !== '0') impostos[name] = v
  }
  const itens = list(inf, 'det').map((det) => {
    const prod = det.prod as XmlNode | undefined
    return {
      codigo: text(prod, 'cProd'),
      descricao: text(prod, 'xProd') ?? '',
      quantidade: text(prod, 'qCom'),
      unidade: text(prod, 'uCom'),
      valor_unitario: text(prod, 'vUnCom'),
      valor: money(text(prod, 'vProd')) ?? '0',
    }
  })
  const parcelas = list(find(inf, 'cobr'), 'dup').map((dup, i) => ({
    numero: text(dup, 'nDup') ?? String(i + 1).padStart(3, '0'),
    vencimento: required(plainDate(text(dup, 'dVenc')), 'vencimento de uma duplicata'),
    valor: required(money(text(dup, 'vDup')), 'valor de uma duplicata'),
  }))
  const sum = parcelas.reduce((s, p) => s + BigInt(p.valor), 0n)
  const infProt = find(root, 'infProt')
  const protKey = text(infProt, 'chNFe')
  if (protKey !== null && protKey !== chave)
    throw new InvoiceFileError('O protocolo de autorização é de outra chave de acesso.')
  return {
    modelo: 'nfe',
    chave,
    numero: required(text(ide, 'nNF'), 'número (nNF)'),
    serie: text(ide, 'serie'),
    emitente: { ...emitente, documento: required(emitente.documento, 'CNPJ/CPF do emitente') },
    tomador: partyOf(inf.dest as XmlNode | undefined),
    data_emissao,
    data_competencia: data_emissao,
    valor_total,
    valor_liquido: parcelas.length > 0 ? sum.toString() : valor_total,
    impostos,
    itens,
    parcelas,
    protocolo: text(infProt, 'nProt'),
  }
}
