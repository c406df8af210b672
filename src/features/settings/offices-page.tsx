import { Link } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { cn } from '@/lib/cn'
import { AuditList } from '../audit/audit-list'
import { ClientErrorList } from '../client-errors/client-error-list'
import { OfficeDataForm } from '../offices/office-data-form'
import { currentOfficeStore } from '../offices/office-store'
import { OfficeTable } from '../offices/office-table'
import { useSession } from '../session/session-store'
import { SettingsTabs } from './settings-tabs'
import { SuggestionList } from './suggestion-list'

export type OfficesTab = 'escritorios' | 'auditoria' | 'sugestoes' | 'erros'
const tabs: { id: OfficesTab; title: string }[] = [
  { id: 'escritorios', title: 'Escritórios' },
  { id: 'auditoria', title: 'Auditoria' },
  { id: 'sugestoes', title: 'Sugestões' },
  { id: 'erros', title: 'Erros' },
]

/**
 * /settings/offices: staff manage every office, read the audit trail, the suggestions and the app's error reports;
 * a gestor edits their own.
 */
export function OfficesPage({ tab }: { tab: OfficesTab }) {
  const user = useSession()
  const office = currentOfficeStore.use()
  if (!user?.IS_EQUIPE) {
    return (
      <div>
        <PageHeader title="Configurações" description="Dados do seu escritório" />
        <SettingsTabs />
        {office ? <OfficeDataForm officeId={office.id} staff={false} /> : null}
      </div>
    )
  }
  return (
    <div>
      <PageHeader
        title="Configurações"
        description="Escritórios, auditoria de alterações, sugestões recebidas e erros relatados pelo app"
      />
      <SettingsTabs />
      <div className="mb-4 flex gap-2" role="tablist">
        {tabs.map((t) => (
          <Link
            key={t.id}
            to="/settings/offices"
            search={{ aba: t.id }}
            role="tab"
            aria-selected={tab === t.id}
            className={cn(
              'rounded-full px-3 py-1 text-sm',
              tab === t.id ? 'bg-brand text-brand-foreground' : 'bg-muted',
            )}
          >
            {t.title}
          </Link>
        ))}
      </div>
      {tab === 'escritorios' ? <OfficeTable /> : null}
      {tab === 'auditoria' ? <AuditList officeId={office?.id ?? null} /> : null}
      {tab === 'sugestoes' ? <SuggestionList /> : null}
      {tab === 'erros' ? <ClientErrorList officeId={office?.id ?? null} /> : null}
    </div>
  )
}
