import { useQuery } from '@tanstack/react-query'
import { Eye, KeyRound, Plus, UserCheck, UserX } from 'lucide-react'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { cargoLabel } from '@/contracts/professionals'
import { useOnlineOnly } from '@/db/online-only'
import { currentOfficeStore } from '../offices/office-store'
import { useViewAs } from '../offices/view-as'
import { useSession } from '../session/session-store'
import { ErrorState } from '../shell/page-states'
import { AddProfessionalDialog } from './add-professional-dialog'
import { professionalQueries, useAccessAction } from './professionals-api'

/** /professional/acessos: the office's professionals and their logins. */
export function AccessPage() {
  const user = useSession()
  const office = currentOfficeStore.use()
  const [adding, setAdding] = useState(false)
  const onlineOnly = useOnlineOnly()
  const [password, setPassword] = useState<{ email: string; senha_temporaria: string } | null>(null)
  const { data = [], isError, error } = useQuery({ ...professionalQueries.office(office?.id ?? 0), enabled: !!office })
  const action = useAccessAction(office?.id ?? 0)
  const viewAs = useViewAs()
  if (!office) return <p className="text-sm text-muted-foreground">Selecione um escritório no topo da página.</p>
  const run = (prof: number, kind: 'liberar' | 'remover' | 'redefinir') =>
    action.mutate({ prof, action: kind }, { onSuccess: (res) => res && setPassword(res) })
  return (
    <div>
      <PageHeader
        title="Acessos"
        description={`Profissionais de ${office.nome}`}
        actions={
          <Button {...onlineOnly} onClick={() => setAdding(true)}>
            <Plus /> Novo profissional
          </Button>
        }
      />
      {isError ? <ErrorState message={error.message} /> : null}
      <ScrollRegion label="Profissionais" className="rounded-lg border bg-card">
        <table className="w-full text-sm">
          <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th className="px-3 py-2">Profissional</th>
              <th className="px-3 py-2 hidden sm:table-cell">Cargo</th>
              <th className="px-3 py-2 hidden sm:table-cell">Acesso</th>
              <th className="px-3 py-2 text-right">Ações</th>
            </tr>
          </thead>
          <tbody>
            {data.map((p) => (
              <tr key={p.id} className="border-t">
                <td className="px-3 py-2">
                  <p className="font-medium">{p.nome}</p>
                  <p
                    className="max-w-40 truncate text-xs text-muted-foreground sm:max-w-none"
                    title={p.email ?? undefined}
                  >
                    {p.email ?? 'sem e-mail'}
                  </p>
                  {/* On a phone the role and the access fold in here, so the actions need no sideways scroll. */}
                  <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-muted-foreground sm:hidden">
                    {cargoLabel(p.cargo)} <AccessBadge granted={p.possui_acesso} />
                  </p>
                </td>
                <td className="px-3 py-2 hidden sm:table-cell">{cargoLabel(p.cargo)}</td>
                <td className="px-3 py-2 hidden sm:table-cell">
                  <AccessBadge granted={p.possui_acesso} />
                </td>
                <td className="px-3 py-1.5">
                  <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                    {p.possui_acesso ? (
                      <>
                        <Button size="sm" variant="ghost" {...onlineOnly} onClick={() => run(p.id, 'redefinir')}>
                          <KeyRound /> Redefinir senha
                        </Button>
                        <Button size="sm" variant="ghost" {...onlineOnly} onClick={() => run(p.id, 'remover')}>
                          <UserX /> Remover acesso
                        </Button>
                        {user?.IS_EQUIPE ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() =>
                              viewAs.mutate({ kind: 'professional', id_escritorio: office.id, id_profissional: p.id })
                            }
                          >
                            <Eye /> Ver como
                          </Button>
                        ) : null}
                      </>
                    ) : (
                      <Button size="sm" variant="outline" {...onlineOnly} onClick={() => run(p.id, 'liberar')}>
                        <UserCheck /> Liberar acesso
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <AddProfessionalDialog officeId={office.id} open={adding} onOpenChange={setAdding} />
      <Dialog open={!!password} onOpenChange={() => setPassword(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Senha temporária</DialogTitle>
          </DialogHeader>
          <p className="text-sm">
            Login <strong>{password?.email}</strong>, senha{' '}
            <code data-testid="senha-temporaria">{password?.senha_temporaria}</code>. Ela é mostrada uma única vez:
            entregue-a ao profissional por um canal seguro.
          </p>
          <DialogFooter>
            <Button onClick={() => setPassword(null)}>Concluir</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}

const AccessBadge = ({ granted }: { granted: boolean }) => (
  <Badge variant={granted ? 'success' : 'muted'}>{granted ? 'Com acesso' : 'Sem acesso'}</Badge>
)
