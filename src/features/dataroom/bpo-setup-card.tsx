import { useMutation } from '@tanstack/react-query'
import { FileSpreadsheet } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { dataroomFilePaths } from '@/contracts/dataroom-catalogue'
import { downloadFile } from '@/lib/api/download'
import { notify } from '@/lib/notify'
import { useOnline } from '@/lib/online'

/** /dataroom/bpo: the BPO set-up workbook (bpo/financial/setup?template) the office fills in and sends back here. */
export function BpoSetupCard({ office }: { office: number }) {
  const online = useOnline()
  const download = useMutation({
    mutationFn: () =>
      downloadFile(
        dataroomFilePaths.bpoSetupTemplate(office),
        'implantacao-bpo-financeiro.xlsx',
        'Não foi possível baixar o modelo.',
      ),
    onError: (error) => notify({ text: error.message, color: 'danger' }),
  })
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 text-sm shadow-sm">
      <p className="flex min-w-0 items-start gap-2">
        <FileSpreadsheet className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />
        <span>
          <span className="font-medium">Implantação do BPO financeiro</span>
          <span className="block text-muted-foreground">
            Baixe o modelo, preencha contas, fornecedores, categorias e contas recorrentes e envie aqui.
          </span>
        </span>
      </p>
      <Button variant="outline" onClick={() => download.mutate()} disabled={!online || download.isPending}>
        Baixar modelo (XLSX)
      </Button>
    </div>
  )
}
