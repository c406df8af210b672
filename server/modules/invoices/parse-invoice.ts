import type { ParsedInvoice } from '../../../src/contracts/invoices'
import { readNfe } from './nfe'
import { readNfseAbrasf, readNfseNacional } from './nfse'
import { find, InvoiceFileError, list, readXml } from './xml-reader'

/**
 * Reads an invoice XML file (NF-e 4.00 with or without protocol, NFS-e Nacional, NFS-e ABRASF); a file that is not
 * one throws InvoiceFileError with a pt-BR message.
 */
export function parseInvoice(buf: Buffer): ParsedInvoice {
  const root = readXml(buf)
  if (find(root, 'infNFe')) return readNfe(root)
  if (find(root, 'infNFSe')) return readNfseNacional(root)
  if (find(root, 'InfNfse')) {
    const many = find(root, 'ListaNfse')
    if (many && list(many, 'CompNfse').length > 1) throw new InvoiceFileError('Envie uma NFS-e por arquivo.')
    return readNfseAbrasf(root)
  }
  throw new InvoiceFileError('O XML não é uma NF-e nem uma NFS-e reconhecida.')
}
