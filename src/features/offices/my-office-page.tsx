import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { notify } from '@/lib/notify'
import { useSession } from '../session/session-store'
import { themeQueries } from '../theme/theme-api'
import { BrandEditor } from './brand-editor'
import { downloadOfficeReport } from './office-admin-api'
import { OfficeDataForm } from './office-data-form'
import { currentOfficeStore } from './office-store'

/** /escritorio: the office's own data, its report and (white label only) its brand. */
export function MyOfficePage() {
  const user = useSession()
  const office = currentOfficeStore.use()
  const { data: theme } = useQuery({ ...themeQueries.office(office?.id ?? 0), enabled: !!office })
  if (!office || !user)
    return <p className="text-sm text-muted-foreground">Selecione um escritório no topo da página.</p>
  return (
    <div className="space-y-4">
      <PageHeader
        title="Meu escritório"
        description={office.nome}
        actions={
          <Button
            variant="outline"
            onClick={() =>
              downloadOfficeReport(office.id).catch((e: Error) => notify({ text: e.message, color: 'danger' }))
            }
          >
            <Download /> Relatório
          </Button>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Dados cadastrais</CardTitle>
        </CardHeader>
        <CardContent>
          <OfficeDataForm officeId={office.id} staff={user.IS_EQUIPE} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Marca {theme?.whitelabel ? '(white label)' : ''}</CardTitle>
        </CardHeader>
        <CardContent>
          <BrandEditor officeId={office.id} allowed={user.IS_EQUIPE || !!theme?.whitelabel} />
        </CardContent>
      </Card>
    </div>
  )
}
