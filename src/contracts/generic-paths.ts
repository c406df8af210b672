// Paths of the generic tables API (/dados_gerais), apart from its schemas so the first load never reads zod.

const tables = '/v2/interno/api/admin/generic/tables'

/** Paths of the generic tables: `table` is a name of the server's allow-list (server/modules/generic-tables). */
export const genericPaths = {
  tables,
  fields: (table: string) => `${tables}/${table}/fields`,
  data: (table: string) => `${tables}/${table}/data`,
  row: (table: string, id: number | string) => `${tables}/${table}/data/${id}`,
}

/** Rows of one page of a generic table. */
export const GENERIC_PAGE = 200
