import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ValidatedField } from '@/components/validated-field'
import { tickerRule } from '@/contracts/assets'
import { useOnlineOnly } from '@/db/online-only'
import { formatDate } from '@/lib/format'
import { notify } from '@/lib/notify'
import { assetQueries, useAddMissingStock } from './queries'
import { QueryTable } from './query-table'

const upper = (v: string) => v.toUpperCase().replace(/\s/g, '')

/** §3 Missing stock: tickers the cotization source does not know yet (list, add). */
export function MissingStocksSection() {
  const list = useQuery(assetQueries.missingStocks())
  const add = useAddMissingStock()
  const onlineOnly = useOnlineOnly()
  const [stock, setStock] = useState('')
  const [showErrors, setShowErrors] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShowErrors(true)
    if (tickerRule(stock) !== true) return
    add.mutate(stock, {
      onSuccess: () => {
        notify({ text: `${stock} incluída nas ações faltantes`, color: 'success' })
        setStock('')
        setShowErrors(false)
      },
    })
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Ações faltantes</CardTitle>
        <p className="text-sm text-muted-foreground">
          Ações que a fonte de cotações ainda não conhece; a conferência de cotização avisa quando um ativo está aqui.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <form className="flex flex-wrap items-start gap-2" onSubmit={submit} noValidate>
          <ValidatedField
            label="Ação"
            value={stock}
            onChange={setStock}
            mask={upper}
            rule={tickerRule}
            showErrors={showErrors}
            placeholder="PETR4"
            maxLength={6}
            autoComplete="off"
            className="w-40"
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
          label="Ações faltantes"
          empty="Nenhuma ação faltante."
          head={
            <>
              <th className="py-2 pr-3">Ação</th>
              <th className="py-2 pl-3">Incluída em</th>
            </>
          }
          row={(s) => (
            <tr key={s.id} className="border-t">
              <td className="py-2 pr-3 font-medium">{s.stock}</td>
              <td className="py-2 pl-3 tabular">{formatDate(s.data_criacao)}</td>
            </tr>
          )}
        />
      </CardContent>
    </Card>
  )
}
