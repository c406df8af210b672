import { Link } from '@tanstack/react-router'
import { Info, WifiOff } from 'lucide-react'
import { useId, useState } from 'react'
import { FileUpload } from '@/components/file-upload'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import type { DataroomUpload } from '@/contracts/dataroom'
import { acceptOf, DATAROOM_MAX_MB, type DataroomCategory, typesText } from '@/contracts/dataroom-catalogue'
import { useOnline } from '@/lib/online'
import { JobProgress } from './job-progress'
import { competenceChoices, lastClosedMonth, referenceLabel, todayIso } from './labels'
import { useSendToDataroom } from './upload-mutation'

/** Sending a file of a category: the option, its period (month or day) and the drop zone with upload progress. */
export function UploadCard({ office, category }: { office: number; category: DataroomCategory }) {
  const id = useId()
  const online = useOnline()
  const send = useSendToDataroom(office)
  const [optionId, setOptionId] = useState(category.opcoes[0]?.id ?? '')
  const option = category.opcoes.find((o) => o.id === optionId) ?? category.opcoes[0]
  const [month, setMonth] = useState(lastClosedMonth)
  const [day, setDay] = useState(todayIso)
  const [sent, setSent] = useState<DataroomUpload[]>([])
  if (!option) return null
  const daily = option.periodicidade === 'diario'
  const referencia = daily ? day : month

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base text-foreground">Enviar arquivo · {category.titulo}</CardTitle>
        <p className="text-sm text-muted-foreground">
          Cada envio fica no histórico com quem enviou, quando e a situação do processamento. Enviar de novo a mesma
          opção e período cria uma nova versão; as anteriores continuam disponíveis para baixar.
        </p>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-opcao`}>Opção</Label>
            <NativeSelect id={`${id}-opcao`} value={option.id} onChange={(e) => setOptionId(e.target.value)}>
              {category.opcoes.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.titulo} ({o.periodicidade === 'mensal' ? 'mensal' : 'diário'})
                </option>
              ))}
            </NativeSelect>
          </div>
          {daily ? (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-dia`}>Data</Label>
              <Input
                id={`${id}-dia`}
                type="date"
                value={day}
                max={todayIso()}
                onChange={(e) => setDay(e.target.value)}
              />
            </div>
          ) : (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-mes`}>Competência</Label>
              <NativeSelect id={`${id}-mes`} value={month} onChange={(e) => setMonth(e.target.value)}>
                {competenceChoices().map((m) => (
                  <option key={m} value={m}>
                    {referenceLabel('mensal', m)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
        </div>
        {option.importaDre ? (
          <p className="flex items-start gap-2 rounded-md border border-info/30 bg-info/5 px-3 py-2 text-sm">
            <Info className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
            <span>
              Os lançamentos deste arquivo (mesmo formato da importação do DRE) viram a versão temporária do DRE. Revise
              e publique em{' '}
              <Link to="/dre/versoes" className="font-medium text-brand underline underline-offset-2">
                DREs › Versões
              </Link>
              .
            </span>
          </p>
        ) : null}
        {online ? null : (
          <p
            className="flex items-center gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
            role="status"
          >
            <WifiOff className="size-4 shrink-0 text-warning" aria-hidden />
            Envios precisam de conexão com a internet. O histórico abaixo continua disponível; envie o arquivo quando a
            conexão voltar.
          </p>
        )}
        <FileUpload
          label={`Arquivo (${typesText(option)})`}
          accept={acceptOf(option)}
          maxMb={DATAROOM_MAX_MB}
          disabled={!online || !referencia}
          upload={async (file, onProgress) => {
            const row = await send(
              { categoria: category.id, opcao: option.id, periodicidade: option.periodicidade, referencia },
              file,
              onProgress,
            )
            setSent((list) => [row, ...list])
          }}
        />
        {sent.map((row) =>
          row.id_tarefa ? (
            <JobProgress
              key={row.id}
              office={office}
              job={row.id_tarefa}
              title={`Processamento de ${row.nome_arquivo}`}
            />
          ) : null,
        )}
      </CardContent>
    </Card>
  )
}
