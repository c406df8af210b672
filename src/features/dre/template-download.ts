import { financialPaths } from '@/contracts/financial-paths'
import { downloadFile } from '@/lib/api/download'

/** The import template is plain CSV (not the JSON envelope), so it is fetched as a file. */
export const downloadTemplate = (office: number) =>
  downloadFile(financialPaths.template(office), 'modelo-lancamentos.csv', 'Não foi possível baixar o modelo.')
