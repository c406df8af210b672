import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { FileUpload } from '@/components/file-upload'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import type { InboxMessage } from '@/contracts/inbox'
import { EML_MAX_MB } from '@/contracts/inbox-paths'
import { useOfflineWithout, useOnlineOnly } from '@/db/online-only'
import { EmptyState, NoOfficeState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { formatCount } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useOnline } from '@/lib/online'
import { useSmScreen } from '@/lib/use-media-query'
import { inboxApi, inboxQueries, uploadEml, useInboxWrite } from './inbox-data'
import { InboxCards, InboxTable } from './inbox-list'
import type { InboxSearch } from './inbox-search'
import { MessageDialog } from './message-dialog'

type Props = { search: InboxSearch; onSearchChange: (patch: Partial<InboxSearch>) => void }

/** /bpo/caixa_entrada: the office's inbox; NF-e XML and boleto PDF attachments become bills, labelled for a human check. */
export function InboxPage(props: Props) {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="Caixa de entrada"
        description="E-mails recebidos pelo endereço do escritório ou enviados como .eml: os XML de notas fiscais e os boletos em PDF viram contas, marcadas para conferência."
      />
      {office === null ? <NoOfficeState /> : <Inbox key={office} office={office} {...props} />}
    </div>
  )
}

function TagFilter({ office, search, onSearchChange }: Props & { office: number }) {
  const { data } = useQuery(inboxQueries.list(office, {}))
  if (!data) return null
  const count = (id: number) => data.resumo.find((r) => r.id_tag === id)?.qtd ?? 0
  const chip = (active: boolean): 'default' | 'outline' => (active ? 'default' : 'outline')
  return (
    <fieldset className="flex flex-wrap gap-2" aria-label="Etiquetas">
      <Button
        size="sm"
        variant={chip(!search.tag)}
        aria-pressed={!search.tag}
        onClick={() => onSearchChange({ tag: undefined })}
      >
        Todas <span className="tabular">({formatCount(data.total)})</span>
      </Button>
      {data.tags.map((t) => (
        <Button
          key={t.id}
          size="sm"
          variant={chip(search.tag === t.id)}
          aria-pressed={search.tag === t.id}
          onClick={() => onSearchChange({ tag: t.id })}
        >
          <span className="size-2 rounded-full" style={{ backgroundColor: t.cor }} aria-hidden />
          {t.nome} <span className="tabular">({formatCount(count(t.id))})</span>
        </Button>
      ))}
    </fieldset>
  )
}

function Toolbar({ search, onSearchChange }: Props) {
  const id = useId()
  const [text, setText] = useState(search.busca ?? '')
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((search.busca ?? '') !== text) onSearchChange({ busca: text.trim() || undefined })
    }, 400)
    return () => clearTimeout(timer)
  }, [text, search.busca, onSearchChange])
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[12rem_minmax(0,20rem)]">
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={`${id}-verificado`}>Verificação</Label>
        <NativeSelect
          id={`${id}-verificado`}
          value={search.verificado ?? ''}
          onChange={(e) => onSearchChange({ verificado: (e.target.value || undefined) as InboxSearch['verificado'] })}
        >
          <option value="">Todas</option>
          <option value="nao">Não verificadas</option>
          <option value="sim">Verificadas</option>
        </NativeSelect>
      </div>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={`${id}-busca`}>Buscar</Label>
        <Input
          id={`${id}-busca`}
          type="search"
          placeholder="Assunto ou remetente"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
    </div>
  )
}

function Inbox({ office, search, onSearchChange }: Props & { office: number }) {
  const phone = !useSmScreen()
  const online = useOnline()
  const onlineOnly = useOnlineOnly()
  const queryClient = useQueryClient()
  const { data, isError, error, refetch } = useQuery({ ...inboxQueries.list(office, search), enabled: online })
  const unavailable = useOfflineWithout(data)
  const verify = useInboxWrite(office, ({ m, v }: { m: InboxMessage; v: boolean }) => inboxApi.verified(office, m, v))
  const list = {
    rows: data?.itens ?? [],
    tags: data?.tags ?? [],
    onOpen: (mensagem: number) => onSearchChange({ mensagem }),
    onVerify: (m: InboxMessage, v: boolean) => verify.mutate({ m, v }),
  }

  const body = () => {
    if (isError && !data) return <QueryErrorState message={error.message} onRetry={() => void refetch()} />
    if (unavailable) return <OfflineUnavailable />
    if (!data) return <TableSkeleton rows={6} columns={5} />
    if (data.itens.length === 0)
      return (
        <EmptyState title="Nenhuma mensagem encontrada">
          Envie um arquivo .eml acima ou encaminhe e-mails para o endereço de recebimento do escritório.
        </EmptyState>
      )
    return phone ? <InboxCards {...list} /> : <InboxTable {...list} />
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm" data-testid="endereco-recebimento">
        {data?.endereco ? (
          <>
            Endereço de recebimento: <strong className="break-all">{data.endereco}</strong>
          </>
        ) : data ? (
          <span className="text-muted-foreground">
            Recebimento por e-mail desligado neste servidor (INBOX_SMTP_PORT); envie arquivos .eml.
          </span>
        ) : null}
      </p>
      <FileUpload
        label="Arquivos .eml"
        accept=".eml,message/rfc822"
        multiple
        maxMb={EML_MAX_MB}
        disabled={onlineOnly.disabled}
        upload={async (file, onProgress) => {
          const m = await uploadEml(office, file, onProgress)
          notify({ text: `Mensagem “${m.assunto}” recebida.`, color: 'success' })
          void queryClient.invalidateQueries({ queryKey: ['bpo', office, 'titulos'] })
          await queryClient.invalidateQueries({ queryKey: inboxQueries.all(office) })
        }}
      />
      <TagFilter office={office} search={search} onSearchChange={onSearchChange} />
      <Toolbar search={search} onSearchChange={onSearchChange} />
      {body()}
      {search.mensagem ? (
        <MessageDialog
          office={office}
          id={search.mensagem}
          tags={data?.tags ?? []}
          onClose={() => onSearchChange({ mensagem: undefined })}
        />
      ) : null}
    </div>
  )
}
