import { CheckCircle2 } from 'lucide-react'
import { useState } from 'react'
import { FileUpload } from '@/components/file-upload'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useOnlineOnly } from '@/db/online-only'
import { formatCount, formatCountOf, formatMoney, formatMonthRange } from '@/lib/format'
import { UploadErrors } from './upload-errors'
import { VersionActions } from './version-actions'
import { type UploadOutcome, useUploadVersion } from './version-mutations'

/** Import of a CSV/XLSX: becomes the temporary version, or shows the line-level report. */
export function VersionImport({ office }: { office: number }) {
  const upload = useUploadVersion(office)
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null)
  const onlineOnly = useOnlineOnly() // an upload is never queued
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base text-foreground">Importar lançamentos</CardTitle>
        <p className="text-sm text-muted-foreground">
          CSV separado por “;” (datas DD/MM/AAAA, valores 1.234,56 com sinal: receitas positivas, despesas negativas) ou
          XLSX com as mesmas colunas. O arquivo vira uma versão temporária para revisão; nada muda no DRE até publicar.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FileUpload
          label="Arquivo de lançamentos"
          accept=".csv,.xlsx"
          disabled={onlineOnly.disabled}
          upload={async (file, onProgress) => {
            setOutcome(null)
            const result = await upload(file, onProgress)
            setOutcome(result)
            if (!result.ok) throw new Error(result.message)
          }}
        />
        {onlineOnly.title ? <p className="text-xs text-muted-foreground">{onlineOnly.title}</p> : null}
        {outcome?.ok === false ? <UploadErrors message={outcome.message} erros={outcome.erros} /> : null}
        {outcome?.ok ? <Imported office={office} outcome={outcome} onDone={() => setOutcome(null)} /> : null}
      </CardContent>
    </Card>
  )
}

function Imported({
  office,
  outcome,
  onDone,
}: {
  office: number
  outcome: Extract<UploadOutcome, { ok: true }>
  onDone: () => void
}) {
  const v = outcome.version
  return (
    <div className="grid gap-3 rounded-lg border border-success/30 bg-success/5 p-4" data-testid="upload-ok">
      <p className="flex items-center gap-2 font-medium text-success">
        <CheckCircle2 className="size-4" aria-hidden /> Versão temporária criada
      </p>
      <dl className="grid gap-x-8 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Lançamentos</dt>
          <dd className="tabular">{formatCount(v.linhas)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Competências</dt>
          <dd className="tabular">{formatMonthRange(v.competencia_inicio, v.competencia_fim)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Total do arquivo</dt>
          <dd className="tabular">{formatMoney(BigInt(v.total_centavos))}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Substitui</dt>
          <dd className="tabular">
            {formatCountOf(v.substitui.linhas, 'lançamento', 'lançamentos')} ·{' '}
            {formatMoney(BigInt(v.substitui.total_centavos))}
          </dd>
        </div>
      </dl>
      <VersionActions office={office} version={v} onDone={onDone} />
    </div>
  )
}
