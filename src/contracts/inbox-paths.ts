// Endpoint paths of the invoices (/bpo/notas_fiscais) and the inbox (/bpo/caixa_entrada, /bpo/emails), zod-free so
// the pages read them before the contracts load.

const office = (o: number | string) => `/v2/api/office/${o}/bpo`

export const invoicePaths = {
  /** GET the list (filters in the query); POST one XML file (multipart, field "file"). */
  list: (o: number | string) => `${office(o)}/notas-fiscais`,
  one: (o: number | string, id: number | string) => `${office(o)}/notas-fiscais/${id}`,
  /** GET the XML as it was sent. */
  file: (o: number | string, id: number | string) => `${office(o)}/notas-fiscais/${id}/xml`,
}

export const inboxPaths = {
  /** GET the messages (tag, verificado), the tags and the summary per tag; POST one .eml file (multipart). */
  messages: (o: number | string) => `${office(o)}/caixa-entrada`,
  message: (o: number | string, id: number | string) => `${office(o)}/caixa-entrada/${id}`,
  /** POST {verificado, version}: the visually-verified flag. */
  verified: (o: number | string, id: number | string) => `${office(o)}/caixa-entrada/${id}/verificado`,
  /** PUT {tags, version}: the message's tags. */
  tags: (o: number | string, id: number | string) => `${office(o)}/caixa-entrada/${id}/etiquetas`,
  attachment: (o: number | string, id: number | string, anexo: number | string) =>
    `${office(o)}/caixa-entrada/${id}/anexos/${anexo}`,
  /** GET the office's addresses, tags and receiving address; POST an address. */
  emails: (o: number | string) => `${office(o)}/emails`,
  email: (o: number | string, id: number | string) => `${office(o)}/emails/${id}`,
  emailTags: (o: number | string) => `${office(o)}/emails-tags`,
  emailTag: (o: number | string, id: number | string) => `${office(o)}/emails-tags/${id}`,
}

/** Largest .eml the upload takes, in MB (the spec's default upload limit). */
export const EML_MAX_MB = 15
export const INVOICE_ACCEPT = '.xml,text/xml,application/xml'
