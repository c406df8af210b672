import { useQuery } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import type { OfficeAddress } from '@/contracts/inbox'
import { inboxPaths } from '@/contracts/inbox-paths'
import { useOfflineWithout } from '@/db/online-only'
import { NoOfficeState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { api } from '@/lib/api/client'
import { EMAIL_NOT_FOUND, extractEmailAddress } from '@/lib/text'
import { inboxQueries, useInboxWrite } from './inbox-data'
import { TagChip } from './reading-badge'

/** /bpo/emails: the office's known addresses (lower-cased, validated) with the tag their messages take, and the tags. */
export function EmailsPage() {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="E-mails"
        description="Endereços do escritório e de seus fornecedores: as mensagens de um endereço validado viram contas automaticamente e recebem a etiqueta escolhida."
      />
      {office === null ? <NoOfficeState /> : <Emails key={office} office={office} />}
    </div>
  )
}

function Emails({ office }: { office: number }) {
  const id = useId()
  const { data, isError, error, refetch } = useQuery(inboxQueries.emails(office))
  const unavailable = useOfflineWithout(data)
  const [email, setEmail] = useState('')
  const [tag, setTag] = useState('')
  const [tagName, setTagName] = useState('')
  const [tagColor, setTagColor] = useState('#1565c0')
  const add = useInboxWrite(
    office,
    () =>
      api.post(
        inboxPaths.emails(office),
        { email: extractEmailAddress(email), validado: true, id_tag: tag || null },
        { json: true },
      ),
    'E-mail cadastrado.',
  )
  const edit = useInboxWrite(office, (a: OfficeAddress) => api.put(inboxPaths.email(office, a.id), a, { json: true }))
  const remove = useInboxWrite(
    office,
    (a: OfficeAddress) => api.delete(inboxPaths.email(office, a.id)),
    'E-mail removido.',
  )
  const addTag = useInboxWrite(
    office,
    () => api.post(inboxPaths.emailTags(office), { nome: tagName, cor: tagColor }, { json: true }),
    'Etiqueta criada.',
  )
  const removeTag = useInboxWrite(
    office,
    (t: number) => api.delete(inboxPaths.emailTag(office, t)),
    'Etiqueta removida.',
  )

  if (isError && !data) return <QueryErrorState message={error.message} onRetry={() => void refetch()} />
  if (unavailable) return <OfflineUnavailable />
  if (!data) return <TableSkeleton rows={4} columns={3} />
  const typed = email.trim() === '' ? null : extractEmailAddress(email)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (typed && typed !== EMAIL_NOT_FOUND) add.mutate(undefined, { onSuccess: () => setEmail('') })
  }
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Card>
        <CardHeader>
          <CardTitle>Endereços</CardTitle>
          <p className="text-sm text-muted-foreground" data-testid="endereco-recebimento">
            {data.endereco
              ? `Encaminhe as contas para ${data.endereco}.`
              : 'Recebimento por e-mail desligado neste servidor.'}
          </p>
        </CardHeader>
        <CardContent className="grid gap-3">
          <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-email`}>E-mail (ou “Nome &lt;e-mail&gt;”)</Label>
              <Input
                id={`${id}-email`}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={typed === EMAIL_NOT_FOUND}
              />
              {typed === EMAIL_NOT_FOUND ? <p className="text-xs text-danger">{EMAIL_NOT_FOUND}</p> : null}
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-tag`}>Etiqueta</Label>
              <NativeSelect id={`${id}-tag`} value={tag} onChange={(e) => setTag(e.target.value)}>
                <option value="">Nenhuma</option>
                {data.tags.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.nome}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" disabled={!typed || typed === EMAIL_NOT_FOUND || add.isPending}>
              Cadastrar
            </Button>
          </form>
          {data.emails.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhum endereço cadastrado.</p>
          ) : (
            <ul className="grid divide-y rounded-lg border" aria-label="Endereços cadastrados">
              {data.emails.map((a) => (
                <li
                  key={a.id}
                  className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm"
                  data-testid="email-escritorio"
                >
                  <span className="min-w-0 basis-full break-all font-medium sm:flex-1 sm:basis-0">{a.email}</span>
                  <label className="flex items-center gap-1 text-xs">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand"
                      checked={a.validado}
                      onChange={(e) => edit.mutate({ ...a, validado: e.target.checked })}
                    />
                    Validado
                  </label>
                  <NativeSelect
                    aria-label={`Etiqueta de ${a.email}`}
                    className="w-36"
                    value={a.id_tag ?? ''}
                    onChange={(e) => edit.mutate({ ...a, id_tag: e.target.value ? Number(e.target.value) : null })}
                  >
                    <option value="">Nenhuma</option>
                    {data.tags.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.nome}
                      </option>
                    ))}
                  </NativeSelect>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Remover ${a.email}`}
                    onClick={() => remove.mutate(a)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Etiquetas</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault()
              if (tagName.trim()) addTag.mutate(undefined, { onSuccess: () => setTagName('') })
            }}
          >
            <div className="grid min-w-0 flex-1 gap-1">
              <Label htmlFor={`${id}-tag-nome`}>Nova etiqueta</Label>
              <Input
                id={`${id}-tag-nome`}
                value={tagName}
                maxLength={40}
                onChange={(e) => setTagName(e.target.value)}
              />
            </div>
            <Input
              aria-label="Cor"
              type="color"
              className="w-14 p-1"
              value={tagColor}
              onChange={(e) => setTagColor(e.target.value)}
            />
            <Button type="submit" variant="outline" disabled={!tagName.trim() || addTag.isPending}>
              Criar
            </Button>
          </form>
          <ul className="flex flex-wrap gap-2" aria-label="Etiquetas">
            {data.tags.map((t) => (
              <li key={t.id} className="flex items-center gap-1">
                <TagChip tag={t} />
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Remover etiqueta ${t.nome}`}
                  onClick={() => removeTag.mutate(t.id)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  )
}
