import { describe, expect, it } from 'vitest'
import { nfeKey, nfeXml, nfseAbrasfXml, nfseKey, nfseNacionalXml } from '../../../server/db/seed-invoice-files'
import { parseInvoice } from '../../../server/modules/invoices/parse-invoice'
import { InvoiceFileError } from '../../../server/modules/invoices/xml-reader'
import { accessKeyDigit, isAccessKey, isNfseKey } from '../../../src/lib/nfe-key'

const nfe = {
  emitCnpj: '01425787000104',
  emitNome: 'Papelaria Central Ltda',
  destDoc: '12345678000195',
  destNome: 'Escritório Demo',
  numero: 4521,
  emissao: '2026-11-03',
  itens: [
    {
      codigo: 'NB-01',
      descricao: 'Notebook 14"',
      quantidade: '3.0000',
      unitario: '4000.0000000000',
      total: '12000.00',
    },
    { codigo: 'MS-02', descricao: 'Mouse sem fio', quantidade: '3.0000', unitario: '100.0100000000', total: '300.03' },
  ],
  dups: [
    { vencimento: '2026-12-03', valor: '4100.01' },
    { vencimento: '2027-01-03', valor: '4100.01' },
    { vencimento: '2027-02-03', valor: '4100.01' },
  ],
  vIpi: '0.00',
}
const read = (xml: string) => parseInvoice(Buffer.from(xml, 'utf8'))
const refusal = (xml: string | Buffer) => {
  try {
    parseInvoice(typeof xml === 'string' ? Buffer.from(xml) : xml)
  } catch (e) {
    expect(e).toBeInstanceOf(InvoiceFileError)
    return (e as Error).message
  }
  throw new Error('the file was accepted')
}

describe('NF-e access key', () => {
  it('checks the mod-11 digit of a published key and of an alphanumeric CNPJ key', () => {
    // The MOC's worked example (section 5.4): digits weighted 2…9 from the right give 5.
    expect(accessKeyDigit('5206043300991100250655012000000780026730161')).toBe(5)
    expect(isAccessKey('52060433009911002506550120000007800267301615')).toBe(true)
    const alnum = nfeKey('12ABC34501DE35', '2026-07-10', 7)
    expect(alnum.slice(6, 20)).toBe('12ABC34501DE35')
    expect(isAccessKey(alnum)).toBe(true)
    expect(isAccessKey(nfeKey('12ABC34501DE35', '2026-07-10', 7, 1, true))).toBe(false)
    expect(isAccessKey('3517')).toBe(false)
  })
})

describe('parseInvoice', () => {
  it('reads an nfeProc (NF-e with its protocol): parties, key, totals as centavos, items and duplicatas', () => {
    const inv = read(nfeXml({ ...nfe, protocolo: true }))
    expect(inv).toMatchObject({
      modelo: 'nfe',
      chave: nfeKey(nfe.emitCnpj, nfe.emissao, nfe.numero),
      numero: '4521',
      serie: '1',
      emitente: { documento: '01425787000104', nome: 'Papelaria Central Ltda' },
      tomador: { documento: '12345678000195', nome: 'Escritório Demo' },
      data_emissao: '2026-11-03',
      data_competencia: '2026-11-03',
      valor_total: '1230003',
      valor_liquido: '1230003',
      protocolo: '1352600000004521',
    })
    expect(inv.itens).toEqual([
      {
        codigo: 'NB-01',
        descricao: 'Notebook 14"',
        quantidade: '3.0000',
        unidade: 'UN',
        valor_unitario: '4000.0000000000',
        valor: '1200000',
      },
      {
        codigo: 'MS-02',
        descricao: 'Mouse sem fio',
        quantidade: '3.0000',
        unidade: 'UN',
        valor_unitario: '100.0100000000',
        valor: '30003',
      },
    ])
    expect(inv.parcelas).toEqual([
      { numero: '001', vencimento: '2026-12-03', valor: '410001' },
      { numero: '002', vencimento: '2027-01-03', valor: '410001' },
      { numero: '003', vencimento: '2027-02-03', valor: '410001' },
    ])
  })

  it('reads a bare NFe (no protocol) with one item and no duplicata, and an issuer with an alphanumeric CNPJ', () => {
    const inv = read(nfeXml({ ...nfe, emitCnpj: '12ABC34501DE35', itens: [nfe.itens[0]], dups: [], vIpi: '600.00' }))
    expect(inv.protocolo).toBeNull()
    expect(inv.emitente.documento).toBe('12ABC34501DE35')
    expect(inv.valor_total).toBe('1260000')
    expect(inv.impostos).toEqual({ IPI: '60000' })
    expect(inv.parcelas).toEqual([])
    expect(inv.valor_liquido).toBe('1260000')
  })

  const nfse = {
    prestCnpj: '11222333000181',
    prestNome: 'Contábil Horizonte Ltda',
    tomaDoc: '12345678000195',
    tomaNome: 'Escritório Demo',
    numero: 88,
    emissao: '2026-11-05',
    competencia: '2026-10-31',
    descricao: 'Consultoria contábil mensal',
    valor: '2500.00',
    iss: '125.00',
    issRetido: true,
  }

  it('reads an NFS-e of the national standard: the 50-character id, competence, ISS withheld off the net', () => {
    const inv = read(nfseNacionalXml(nfse))
    expect(inv.modelo).toBe('nfse-nacional')
    expect(inv.chave).toHaveLength(50)
    expect(inv).toMatchObject({
      numero: '88',
      serie: '900',
      data_emissao: '2026-11-05',
      data_competencia: '2026-10-31',
      valor_total: '250000',
      valor_liquido: '237500',
      impostos: { ISS: '12500' },
      emitente: { documento: '11222333000181' },
      tomador: { documento: '12345678000195' },
    })
    expect(inv.itens[0].descricao).toBe('Consultoria contábil mensal')
  })

  it("checks the NFS-e Nacional key's mod-11 digit (published keys) and refuses a wrong one", () => {
    // Keys of real national NFS-e (Goiás and Santa Catarina): the 50th character is the digit of the first 49.
    expect(isNfseKey('52115031239558194000180000000000486626023714913456')).toBe(true)
    expect(isNfseKey('42054072259418245000186000000000000326017884398537')).toBe(true)
    expect(isNfseKey('42054072259418245000186000000000000326017884398538')).toBe(false)
    expect(isNfseKey(nfseKey('11222333000181', 88, '2026-11-05'))).toBe(true)
    expect(read(nfseNacionalXml(nfse)).chave).toBe(nfseKey('11222333000181', 88, '2026-11-05'))
    expect(refusal(nfseNacionalXml({ ...nfse, wrongDigit: true }))).toBe(
      'Chave de acesso da NFS-e inválida: o dígito verificador não confere.',
    )
  })

  it('reads an ABRASF 2.04 NFS-e (CompNfse): issuer, taker, competence, net amount', () => {
    const inv = read(
      nfseAbrasfXml({
        prestCnpj: '04252011000110',
        prestNome: 'TI Rio Serviços Ltda',
        tomaDoc: '52998224725',
        tomaNome: 'Maria Souza',
        numero: 2026000123,
        emissao: '2026-11-10',
        competencia: '2026-11-01',
        descricao: 'Suporte técnico',
        valor: '980.50',
        iss: '49.03',
      }),
    )
    expect(inv).toMatchObject({
      modelo: 'nfse-abrasf',
      chave: '04252011000110-2026000123',
      emitente: { documento: '04252011000110', nome: 'TI Rio Serviços Ltda' },
      tomador: { documento: '52998224725', nome: 'Maria Souza' },
      data_competencia: '2026-11-01',
      valor_total: '98050',
      valor_liquido: '98050',
      impostos: { ISS: '4903' },
      protocolo: 'X7K2M9QP',
    })
  })

  it('refuses a key with a wrong check digit, and a protocol of another key', () => {
    expect(refusal(nfeXml({ ...nfe, wrongDigit: true }))).toMatch(/dígito verificador/)
    const other = nfeXml({ ...nfe, protocolo: true }).replace(
      /<chNFe>\d+<\/chNFe>/,
      `<chNFe>${nfeKey(nfe.emitCnpj, nfe.emissao, 9999)}</chNFe>`,
    )
    expect(refusal(other)).toMatch(/outra chave/)
  })

  it('refuses DOCTYPE and entity declarations (billion laughs) before parsing', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><NFe>&lol2;</NFe>`
    expect(refusal(laughs)).toMatch(/DOCTYPE/)
    expect(refusal(`<?xml version="1.0"?><!ENTITY x SYSTEM "file:///etc/passwd"><NFe/>`)).toMatch(/entidades/)
  })

  it('refuses quickly and cleanly a 50 MB file, a 10,000-character tag name, garbage and other XML', () => {
    expect(refusal(Buffer.alloc(50 * 1024 * 1024, 0x3c))).toMatch(/limite de 5 MB/)
    expect(refusal(`<${'a'.repeat(10_000)}>1</${'a'.repeat(10_000)}>`)).toMatch(/nomes de tag/)
    expect(refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]))).toMatch(/não é um XML/)
    expect(refusal('<a><b></a>')).toMatch(/malformado/)
    expect(refusal('<?xml version="1.0"?><pedido><numero>1</numero></pedido>')).toMatch(/não é uma NF-e/)
    expect(refusal('')).toMatch(/vazio/)
  })

  it('refuses an NF-e whose amounts are not amounts', () => {
    expect(refusal(nfeXml(nfe).replace(/<vNF>[^<]+<\/vNF>/, '<vNF>12.300,03</vNF>'))).toMatch(/valor total/)
  })
})
