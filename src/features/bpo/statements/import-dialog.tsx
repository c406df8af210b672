import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { STATEMENT_ACCEPT, STATEMENT_TYPES_TEXT } from '@/contracts/bpo-statement-paths'
import type { StatementPreview } from '@/contracts/bpo-statements'
import { useOnlineOnly } from '@/db/online-only'
import { formatCountOf } from '@/lib/format'
import { formatDate } from '@/lib/format/date'
import { formatMoney } from '@/lib/format/money'
import { notify } from '@/lib/notify'
import type { useStatementActions } from './statements-data'

type Props = {
  conta: number
  contaNome: string
  actions: ReturnType<typeof useStatementActions>
  onClose: () => void
}

const formatLabel = { ofx: 'OFX', cnab240: 'CNAB 240', cnab400: 'CNAB 400' } as const

/** Importar extrato: pick a file, see its preview (new, duplicate, unreadable lines), then apply it. */
export function ImportDialog({ conta, contaNome, actions, onClose }: Props) {
  const inputId = useId()
  const online = useOnlineOnly()
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState(0)
  const [preview, setPreview] = useState<StatementPreview | null>(null)
  const read = useMutation({
    mutationFn: (f: File) => actions.preview(conta, f, setProgress),
    onSuccess: setPreview,
  })
  const apply = useMutation({
    mutationFn: (f: File) => actions.importFile(conta, f, setProgress),
    onSuccess: (r) => {
      notify({ text: `Extrato importado: ${formatCountOf(r.novas, 'linha nova', 'linhas novas')}.`, color: 'success' })
      onClose()
    },
  })
  const error = read.error ?? apply.error

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Importar extrato</DialogTitle>
          <DialogDescription>
            {STATEMENT_TYPES_TEXT} da conta “{contaNome}”. Nada muda antes de você confirmar; linhas já importadas não
            entram de novo.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            Arquivo do extrato
          </label>
          <input
            id={inputId}
            type="file"
            accept={STATEMENT_ACCEPT}
            className="text-sm file:mr-3 file:rounded-md file:border file:bg-card file:px-3 file:py-1.5"
            {...online}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null
              setFile(chosen)
              setPreview(null)
              if (chosen) read.mutate(chosen)
            }}
          />
          {read.isPending || apply.isPending ? (
            <div
              className="h-1.5 overflow-hidden rounded bg-muted"
              role="progressbar"
              aria-valuenow={Math.round(progress * 100)}
              aria-label="Enviando arquivo"
            >
              <div className="h-full bg-brand transition-all" style={{ width: `${Math.max(5, progress * 100)}%` }} />
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error.message}
            </p>
          ) : null}
        </div>
        {preview ? <PreviewSummary preview={preview} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            disabled={!file || !preview || preview.novas.length === 0 || online.disabled}
            loading={apply.isPending}
            onClick={() => file && apply.mutate(file)}
          >
            {preview && preview.novas.length > 0
              ? `Importar ${formatCountOf(preview.novas.length, 'linha', 'linhas')}`
              : 'Importar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function PreviewSummary({ preview }: { preview: StatementPreview }) {
  return (
    <div className="grid gap-3 text-sm" data-testid="previa-extrato">
      <p>
        {formatLabel[preview.formato]}
        {preview.banco ? ` · banco ${preview.banco}` : ''}
      </p>
      {preview.aviso ? <p className="rounded-md border border-warning bg-warning/15 p-2">{preview.aviso}</p> : null}
      <ul className="grid grid-cols-3 gap-2 text-center">
        <li className="rounded-md border p-2">
          <span className="block text-lg font-semibold tabular">{preview.novas.length}</span> novas
        </li>
        <li className="rounded-md border p-2">
          <span className="block text-lg font-semibold tabular">{preview.duplicadas.length}</span> já importadas
        </li>
        <li className="rounded-md border p-2">
          <span className="block text-lg font-semibold tabular">{preview.ilegiveis.length}</span> ilegíveis
        </li>
      </ul>
      {preview.ilegiveis.length > 0 ? (
        <ul className="max-h-32 overflow-y-auto rounded-md border p-2 text-danger">
          {preview.ilegiveis.slice(0, 50).map((l) => (
            <li key={l.linha}>
              Linha {l.linha}: {l.motivo}
            </li>
          ))}
        </ul>
      ) : null}
      {preview.saldos.length > 0 ? (
        <div>
          <p className="font-medium">Saldos informados pelo banco (guardados por data, não são lançamentos)</p>
          <ul className="max-h-24 overflow-y-auto rounded-md border p-2 text-xs">
            {preview.saldos.map((s) => (
              <li key={`${s.data}-${s.descricao}`} className="flex justify-between gap-2">
                <span>
                  {formatDate(s.data)} · {s.descricao}
                </span>
                <span className="tabular">{formatMoney(BigInt(s.valor))}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {preview.novas.length > 0 ? (
        <div className="max-h-48 overflow-auto rounded-md border">
          <table className="w-full text-xs">
            <tbody>
              {preview.novas.slice(0, 100).map((l) => (
                <tr key={l.linha} className="border-b last:border-0">
                  <td className="p-1.5 tabular">{formatDate(l.data)}</td>
                  <td className="p-1.5">{l.descricao}</td>
                  <td className="p-1.5 text-right tabular">{formatMoney(BigInt(l.valor))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  )
}
