import { useQuery } from '@tanstack/react-query'
import { Download, Eye, Palette, Pencil, Plus, Search, Share2 } from 'lucide-react'
import { useState } from 'react'
import { ScrollRegion } from '@/components/scroll-region'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { useOfflineWithout, useOnlineOnly } from '@/db/online-only'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { notify } from '@/lib/notify'
import { BrandEditor } from './brand-editor'
import { downloadOfficeReport } from './office-admin-api'
import { officeQueries, useSelectOffice } from './office-api'
import { OfficeDataForm } from './office-data-form'
import { OfficeFormDialog } from './office-form-dialog'
import { filterOffices } from './office-search'
import { currentOfficeStore } from './office-store'
import { PartnerDataDialog } from './partner-data-dialog'

type Open = { kind: 'editar' | 'marca' | 'parceiro'; id: number; nome: string } | null

/** Staff: every office, searchable, with the 'Escritório' dialog and each office's tools. */
export function OfficeTable() {
  const { data } = useQuery(officeQueries.list())
  const offices = data ?? []
  const current = currentOfficeStore.use()
  const select = useSelectOffice()
  const [query, setQuery] = useState('')
  const [adding, setAdding] = useState(false)
  const [open, setOpen] = useState<Open>(null)
  const shown = filterOffices(offices, query)
  const onlineOnly = useOnlineOnly()
  // Staff always have offices: an empty list offline is one this device never received (the search shares it).
  const offlineWithout = useOfflineWithout(data?.length ? data : undefined)

  if (offlineWithout) return <OfflineUnavailable />
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative w-full max-w-xs">
          <Search className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            aria-label="Buscar escritório"
            placeholder="Buscar por nome ou código"
            className="pl-8"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <Button className="ml-auto" {...onlineOnly} onClick={() => setAdding(true)}>
          <Plus /> Novo escritório
        </Button>
      </div>
      <ScrollRegion label="Escritórios" className="rounded-lg border bg-card">
        <table className="w-full text-sm">
          <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th className="px-3 py-2 hidden sm:table-cell">Código</th>
              <th className="px-3 py-2">Escritório</th>
              <th className="px-3 py-2 hidden sm:table-cell">Cidade</th>
              <th className="px-3 py-2 text-right">Ações</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((o) => (
              <tr key={o.id_escritorio} className="border-t" data-testid={`escritorio-${o.id_escritorio}`}>
                <td className="px-3 py-2 tabular text-muted-foreground hidden sm:table-cell">#{o.id_escritorio}</td>
                <td className="px-3 py-2 font-medium">
                  {o.nome_escritorio}
                  {/* On a phone the code and the city fold in here, so the actions need no sideways scroll. */}
                  <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                    #{o.id_escritorio} · {o.cidade ?? '—'}
                  </span>
                </td>
                <td className="px-3 py-2 text-muted-foreground hidden sm:table-cell">{o.cidade ?? '—'}</td>
                <td className="px-3 py-1.5">
                  <div className="flex flex-wrap justify-end gap-1">
                    <Button
                      size="sm"
                      variant={current?.id === o.id_escritorio ? 'secondary' : 'outline'}
                      onClick={() => select.mutate({ id: o.id_escritorio, nome: o.nome_escritorio })}
                    >
                      <Eye /> {current?.id === o.id_escritorio ? 'Selecionado' : 'Selecionar'}
                    </Button>
                    {(
                      [
                        ['editar', Pencil, 'Editar'],
                        ['marca', Palette, 'Cores e marca'],
                        ['parceiro', Share2, 'Dados de parceiro'],
                      ] as const
                    ).map(([kind, Icon, label]) => (
                      <Button
                        key={kind}
                        size="icon"
                        variant="ghost"
                        aria-label={`${label} de ${o.nome_escritorio}`}
                        title={label}
                        onClick={() => setOpen({ kind, id: o.id_escritorio, nome: o.nome_escritorio })}
                      >
                        <Icon />
                      </Button>
                    ))}
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Relatório de ${o.nome_escritorio}`}
                      title="Baixar relatório"
                      onClick={() =>
                        downloadOfficeReport(o.id_escritorio).catch((e: Error) =>
                          notify({ text: e.message, color: 'danger' }),
                        )
                      }
                    >
                      <Download />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
            {shown.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-6 text-center text-muted-foreground">
                  Nenhum escritório encontrado
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </ScrollRegion>
      <OfficeFormDialog open={adding} onOpenChange={setAdding} />
      {open?.kind === 'parceiro' ? (
        <PartnerDataDialog officeId={open.id} open onOpenChange={() => setOpen(null)} />
      ) : null}
      <Dialog open={open?.kind === 'editar' || open?.kind === 'marca'} onOpenChange={() => setOpen(null)}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>
              {open?.kind === 'marca' ? 'Cores e marca' : 'Editar escritório'} · {open?.nome}
            </DialogTitle>
          </DialogHeader>
          <div className="max-h-[70vh] overflow-y-auto pr-1">
            {open?.kind === 'editar' ? <OfficeDataForm officeId={open.id} staff onSaved={() => setOpen(null)} /> : null}
            {open?.kind === 'marca' ? <BrandEditor officeId={open.id} allowed /> : null}
          </div>
        </DialogContent>
      </Dialog>
    </div>
  )
}
