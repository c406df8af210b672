import type { ParsedInvoice } from '../../../src/contracts/invoices'
import { isNfseKey } from '../../../src/lib/nfe-key'
import { find, InvoiceFileError, money, plainDate, text, type XmlNode } from './xml-reader'

// NFS-e: the national standard (Sistema Nacional NFS-e, leiaute 1.00: NFSe/infNFSe with the DPS inside) and ABRASF
// (2.0x CompNfse/Nfse/InfNfse with DeclaracaoPrestacaoServico, and 1.0 InfNfse with Servico and PrestadorServico).

const required = <T>(value: T | null | undefined, what: string): T => {
  if (value === null || value === undefined) throw new InvoiceFileError(`NFS-e sem ${what}; confira o arquivo.`)
  return value
}

const docOf = (node: XmlNode | undefined) =>
  text(node, 'CNPJ') ?? text(node, 'CPF') ?? text(node, 'Cnpj') ?? text(node, 'Cpf')

const taxes = (pairs: [string, string | null][]) =>
  Object.fromEntries(pairs.flatMap(([name, v]) => (v !== null && v !== '0' ? [[name, v]] : [])))

/** Reads an NFS-e of the national standard: the id is 'NFS' followed by the 50-character key (mod-11 digit checked). */
export function readNfseNacional(root: XmlNode): ParsedInvoice {
  const inf = required(find(root, 'infNFSe'), 'o grupo infNFSe')
  const id = required(text(inf, '@Id'), 'identificador')
  if (!/^NFS[0-9A-Z]{50}$/.test(id))
    throw new InvoiceFileError('Identificador da NFS-e inválido (NFS + 50 caracteres).')
  if (!isNfseKey(id.slice(3)))
    throw new InvoiceFileError('Chave de acesso da NFS-e inválida: o dígito verificador não confere.')
  const dps = find(inf, 'infDPS')
  const emit = inf.emit as XmlNode | undefined
  const toma = find(dps, 'toma')
  const valores = inf.valores as XmlNode | undefined
  const servico = required(money(text(find(dps, 'vServPrest'), 'vServ')), 'valor do serviço (vServ)')
  const issuedAt = required(plainDate(text(dps, 'dhEmi') ?? text(inf, 'dhProc')), 'data de emissão')
  const descricao = text(find(dps, 'cServ'), 'xDescServ') ?? 'Serviço'
  const federal = find(dps, 'tribFed')
  return {
    modelo: 'nfse-nacional',
    chave: id.slice(3),
    numero: required(text(inf, 'nNFSe'), 'número (nNFSe)'),
    serie: text(dps, 'serie'),
    emitente: { documento: required(docOf(emit), 'CNPJ/CPF do emitente'), nome: text(emit, 'xNome') },
    tomador: { documento: docOf(toma), nome: text(toma, 'xNome') },
    data_emissao: issuedAt,
    data_competencia: plainDate(text(dps, 'dCompet')) ?? issuedAt,
    valor_total: servico,
    valor_liquido: money(text(valores, 'vLiq')) ?? servico,
    impostos: taxes([
      ['ISS', money(text(valores, 'vISSQN'))],
      ['PIS', money(text(find(federal, 'piscofins'), 'vPis'))],
      ['COFINS', money(text(find(federal, 'piscofins'), 'vCofins'))],
      ['IRRF', money(text(federal, 'vRetIRRF'))],
      ['CSLL', money(text(federal, 'vRetCSLL'))],
      ['INSS', money(text(federal, 'vRetCP'))],
    ]),
    itens: [
      {
        codigo: text(find(dps, 'cServ'), 'cTribNac'),
        descricao,
        quantidade: '1',
        unidade: null,
        valor_unitario: null,
        valor: servico,
      },
    ],
    parcelas: [],
    protocolo: null,
  }
}

/** Reads an ABRASF NFS-e (one per file); its key is the issuer's document and the number. */
export function readNfseAbrasf(root: XmlNode): ParsedInvoice {
  const inf = required(find(root, 'InfNfse'), 'o grupo InfNfse')
  const declaration = find(inf, 'InfDeclaracaoPrestacaoServico') ?? inf
  const servico = find(declaration, 'Servico')
  const values = find(servico, 'Valores')
  const prestador = find(inf, 'PrestadorServico')
  const tomador = find(declaration, 'TomadorServico') ?? find(declaration, 'Tomador')
  const emitDoc = required(
    docOf(find(prestador, 'CpfCnpj') ?? find(prestador, 'IdentificacaoPrestador')),
    'CNPJ/CPF do prestador',
  )
  const numero = required(text(inf, 'Numero'), 'número')
  const total = required(money(text(values, 'ValorServicos')), 'valor dos serviços')
  const issuedAt = required(plainDate(text(inf, 'DataEmissao')), 'data de emissão')
  const nfseValues = find(inf, 'ValoresNfse')
  const tomadorDoc = find(tomador, 'CpfCnpj') ?? find(tomador, 'IdentificacaoTomador')
  return {
    modelo: 'nfse-abrasf',
    chave: `${emitDoc}-${numero}`,
    numero,
    serie: null,
    emitente: { documento: emitDoc, nome: text(prestador, 'RazaoSocial') },
    tomador: { documento: docOf(tomadorDoc), nome: text(tomador, 'RazaoSocial') },
    data_emissao: issuedAt,
    data_competencia: plainDate(text(declaration, 'Competencia') ?? text(inf, 'Competencia')) ?? issuedAt,
    valor_total: total,
    valor_liquido: money(text(nfseValues, 'ValorLiquidoNfse') ?? text(values, 'ValorLiquidoNfse')) ?? total,
    impostos: taxes([
      ['ISS', money(text(nfseValues, 'ValorIss') ?? text(values, 'ValorIss'))],
      ['PIS', money(text(values, 'ValorPis'))],
      ['COFINS', money(text(values, 'ValorCofins'))],
      ['INSS', money(text(values, 'ValorInss'))],
      ['IRRF', money(text(values, 'ValorIr'))],
      ['CSLL', money(text(values, 'ValorCsll'))],
    ]),
    itens: [
      {
        codigo: text(servico, 'ItemListaServico'),
        descricao: text(servico, 'Discriminacao') ?? 'Serviço',
        quantidade: '1',
        unidade: null,
        valor_unitario: null,
        valor: total,
      },
    ],
    parcelas: [],
    protocolo: text(inf, 'CodigoVerificacao'),
  }
}
