import { PageHeader } from '@/components/page-header'
import { Toggle } from '@/components/ui/toggle'
import { currentOfficeStore } from '../offices/office-store'
import { useSession } from '../session/session-store'
import { ErrorState } from '../shell/page-states'
import { useOfficePermissions, useSetPermission } from './permissions-api'
import { SettingsTabs } from './settings-tabs'

/** /settings/permissions: the selected office's features; staff switch them, the office sees them. */
export function PermissionsPage() {
  const user = useSession()
  const office = currentOfficeStore.use()
  return (
    <div>
      <PageHeader title="Configurações" description="Funcionalidades contratadas pelo escritório" />
      <SettingsTabs />
      {office ? (
        <PermissionList officeId={office.id} officeName={office.nome} canEdit={!!user?.IS_EQUIPE} />
      ) : (
        <p className="text-sm text-muted-foreground">Selecione um escritório no topo da página.</p>
      )}
    </div>
  )
}

function PermissionList({ officeId, officeName, canEdit }: { officeId: number; officeName: string; canEdit: boolean }) {
  // From IndexedDB at once (so the list opens offline), refreshed in the background; toggles are queued.
  const { rows, refreshFailed, refreshError } = useOfficePermissions(officeId)
  const set = useSetPermission(officeId)
  if (rows?.length === 0 && refreshFailed) return <ErrorState message={refreshError?.message ?? 'Erro'} />
  return (
    <div className="rounded-lg border bg-card">
      <p className="border-b p-3 text-sm">
        <strong>{officeName}</strong>: uma funcionalidade desligada some do menu dos usuários do escritório e o servidor
        recusa as suas chamadas.
      </p>
      <ul className="divide-y">
        {(rows ?? []).map((p) => {
          return (
            <li key={p.funcionalidade} className="flex items-center gap-3 p-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{p.titulo}</p>
              </div>
              <Toggle
                pressed={p.possui_acesso}
                disabled={!canEdit}
                aria-label={`${p.titulo}: ${p.possui_acesso ? 'ativada' : 'desativada'}`}
                onPressedChange={(next) => void set(p, next)}
              >
                {p.possui_acesso ? 'Ativada' : 'Desativada'}
              </Toggle>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
