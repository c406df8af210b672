import { financialPaths } from '@/contracts/financial-paths'
import { ApiError, currentAuthorization, reportUnauthorized } from '@/lib/api/client'
import { downloadBlob } from '@/lib/download-file'

/** The import template is plain CSV (not the JSON envelope), so it is fetched as a file. */
export async function downloadTemplate(office: number) {
  const token = currentAuthorization()
  const response = await fetch(financialPaths.template(office), { headers: token ? { Authorization: token } : {} })
  if (response.status === 401) reportUnauthorized()
  if (!response.ok) throw new ApiError(response.status, 'Não foi possível baixar o modelo.')
  downloadBlob(await response.blob(), 'modelo-lancamentos.csv')
}
