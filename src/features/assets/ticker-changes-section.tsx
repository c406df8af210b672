import { useQuery } from '@tanstack/react-query'
import { ArrowRight, Plus } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ValidatedField } from '@/components/validated-field'
import { SAME_NAME, type TickerFinding, tickerRule } from '@/contracts/assets'
import { useOnlineOnly } from '@/db/online-only'
import { formatDate } from '@/lib/format'
import { notify } from '@/lib/notify'
import { assetQueries, useAddTickerChange } from './queries'
import { QueryTable } from './query-table'
import { RenameAssetDialog } from './rename-asset-dialog'

const upper = (v: string) => v.toUpperCase().replace(/\s/g, '')

/** §3 Ticker change: the list, a form to add one, and the analyzer of the office's positions still under old names. */
export function TickerChangesSection({ office }: { office: number }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <TickerChanges />
      <TickerAnalyzer office={office} />
    </div>
  )
}

function TickerChanges() {
  const list = useQuery(assetQueries.tickerChanges())
  const add = useAddTickerChange()
  const onlineOnly = useOnlineOnly()
  const [values, setValues] = useState({ old_name: '', new_name: '' })
  const [showErrors, setShowErrors] = useState(false)
  const newRule = (v: string) => {
    const format = tickerRule(v)
    return format !== true ? format : v !== values.old_name || SAME_NAME
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShowErrors(true)
    if (tickerRule(values.old_name) !== true || newRule(values.new_name) !== true) return
    add.mutate(values, {
      onSuccess: () => {
        notify({ text: `Mudança ${values.old_name} → ${values.new_name} registrada`, color: 'success' })
        setValues({ old_name: '', new_name: '' })
        setShowErrors(false)
      },
    })
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Mudanças de ticker</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <form className="flex flex-wrap items-start gap-2" onSubmit={submit} noValidate>
          <ValidatedField
            label="Ticker antigo"
            value={values.old_name}
            onChange={(v) => setValues((all) => ({ ...all, old_name: v }))}
            mask={upper}
            rule={tickerRule}
            showErrors={showErrors}
            placeholder="VVAR3"
            maxLength={6}
            autoComplete="off"
            className="w-36"
          />
          <ValidatedField
            label="Ticker novo"
            value={values.new_name}
            onChange={(v) => setValues((all) => ({ ...all, new_name: v }))}
            mask={upper}
            rule={newRule}
            showErrors={showErrors}
            placeholder="BHIA3"
            maxLength={6}
            autoComplete="off"
            className="w-36"
          />
          <Button type="submit" className="mt-6" loading={add.isPending} {...onlineOnly}>
            <Plus /> Adicionar
          </Button>
        </form>
        {add.error ? (
          <p role="alert" className="text-sm text-danger">
            {add.error.message}
          </p>
        ) : null}
        <QueryTable
          query={list}
          columns={2}
          label="Mudanças de ticker"
          empty="Nenhuma mudança de ticker registrada."
          head={
            <>
              <th className="py-2 pr-3">Mudança</th>
              <th className="py-2 pl-3">Registrada em</th>
            </>
          }
          row={(c) => (
            <tr key={c.id} className="border-t">
              <td className="py-2 pr-3 font-medium">
                {c.old_name} <ArrowRight className="inline size-3.5" aria-label="para" /> {c.new_name}
              </td>
              <td className="py-2 pl-3 tabular">{formatDate(c.data_criacao)}</td>
            </tr>
          )}
        />
      </CardContent>
    </Card>
  )
}

/** stocks-name-changes-analyzer: positions of the office still under an old ticker, each renamed in one click. */
function TickerAnalyzer({ office }: { office: number }) {
  const findings = useQuery(assetQueries.analyzer(office))
  const [renaming, setRenaming] = useState<TickerFinding | null>(null)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Posições com ticker antigo</CardTitle>
        <p className="text-sm text-muted-foreground">
          Clientes deste escritório que ainda têm ativos com o nome antigo.
        </p>
      </CardHeader>
      <CardContent>
        <QueryTable
          query={findings}
          columns={3}
          label="Posições com ticker antigo"
          empty="Nenhuma posição com ticker antigo."
          head={
            <>
              <th className="py-2 pr-3">Cliente</th>
              <th className="px-3 py-2">Ativo</th>
              <th className="py-2 pl-3 text-right">Ação</th>
            </>
          }
          row={(f) => (
            <tr key={f.id_ativo} className="border-t">
              <td className="py-2 pr-3">{f.nome_cliente}</td>
              <td className="px-3 py-2">
                {f.nome_ativo} <ArrowRight className="inline size-3.5" aria-label="para" /> {f.new_name}
              </td>
              <td className="py-2 pl-3 text-right">
                <Button size="sm" variant="outline" onClick={() => setRenaming(f)}>
                  Renomear
                </Button>
              </td>
            </tr>
          )}
        />
      </CardContent>
      {renaming ? (
        <RenameAssetDialog
          office={office}
          client={renaming.id_cliente}
          oldName={renaming.nome_ativo}
          suggested={renaming.new_name}
          onClose={() => setRenaming(null)}
        />
      ) : null}
    </Card>
  )
}
