import { AlertTriangle, CheckCircle2, MessageSquare } from 'lucide-react'
import { useState } from 'react'
import { InAppLink } from '@/components/in-app-link'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { Alert } from '@/contracts/validation'
import { useOnlineOnly } from '@/db/online-only'
import { formatCount, formatDateTime } from '@/lib/format'
import { useSaveComment } from './queries'

const SHOWN = 8
const linkClass = 'text-brand underline-offset-2 hover:underline'

/** One alert: what the check found, each item linking to where it is fixed, and the office's comment on it. */
export function AlertCard({ alert, office }: { alert: Alert; office: number }) {
  const [all, setAll] = useState(false)
  const items = all ? alert.itens : alert.itens.slice(0, SHOWN)
  return (
    <Card data-testid={`alerta-${alert.codigo}`} className="min-w-0">
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <CardTitle className="flex items-center gap-2 text-base">
          {alert.ok ? (
            <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden />
          ) : (
            <AlertTriangle className="size-4 shrink-0 text-warning" aria-hidden />
          )}
          {alert.titulo}
        </CardTitle>
        <Badge variant={alert.ok ? 'success' : 'warning'}>{alert.ok ? 'Em dia' : 'Pendente'}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p data-testid="alerta-resumo">{alert.resumo}</p>
        {items.length > 0 ? (
          <ul className="grid gap-1" aria-label={`Itens: ${alert.titulo}`}>
            {items.map((item) => (
              <li key={`${item.rotulo}-${item.href}`} className="flex min-w-0 items-baseline justify-between gap-3">
                <InAppLink href={`/admin${item.href}`} className={`min-w-0 truncate ${linkClass}`} title={item.rotulo}>
                  {item.rotulo}
                </InAppLink>
                {item.valor ? <span className="shrink-0 tabular">{item.valor}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {alert.itens.length > SHOWN ? (
          <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setAll(!all)}>
            {all ? 'Mostrar menos' : `Mostrar todos (${formatCount(alert.itens.length)})`}
          </Button>
        ) : null}
        {alert.ok ? null : (
          <InAppLink href={`/admin${alert.href}`} className={`justify-self-start font-medium ${linkClass}`}>
            Corrigir
          </InAppLink>
        )}
        <Comment alert={alert} office={office} />
      </CardContent>
    </Card>
  )
}

function Comment({ alert, office }: { alert: Alert; office: number }) {
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(alert.comentario ?? '')
  const save = useSaveComment(office)
  const onlineOnly = useOnlineOnly()
  const id = `comentario-${office}-${alert.codigo}`
  if (!editing)
    return (
      <div className="grid gap-1 border-t pt-3">
        {alert.comentario ? (
          <p className="whitespace-pre-wrap" data-testid="alerta-comentario">
            {alert.comentario}
            <span className="block text-xs text-muted-foreground">
              {alert.comentario_por}
              {alert.comentario_em ? ` · ${formatDateTime(alert.comentario_em)}` : ''}
            </span>
          </p>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          {...onlineOnly}
          onClick={() => {
            setText(alert.comentario ?? '')
            setEditing(true)
          }}
        >
          <MessageSquare /> {alert.comentario ? 'Editar comentário' : 'Comentar'}
        </Button>
      </div>
    )
  return (
    <form
      className="grid gap-2 border-t pt-3"
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate({ codigo: alert.codigo, comentario: text.trim() }, { onSuccess: () => setEditing(false) })
      }}
    >
      <label htmlFor={id} className="text-xs font-medium">
        Comentário do escritório
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={1000}
        rows={3}
        onChange={(e) => setText(e.target.value)}
        className="w-full rounded-md border bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending || onlineOnly.disabled} title={onlineOnly.title}>
          Salvar comentário
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
          Cancelar
        </Button>
      </div>
    </form>
  )
}
