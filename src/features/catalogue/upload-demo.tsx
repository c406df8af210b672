import { useState } from 'react'
import { FileUpload } from '@/components/file-upload'
import { CatalogueExample } from './catalogue-example'
import { CatalogueSection } from './catalogue-section'

/** Progress without a server: the catalogue shows the bar moving as a real XHR upload would move it. */
const simulatedUpload = (file: File, onProgress: (fraction: number) => void) =>
  new Promise<void>((resolve, reject) => {
    let sent = 0
    const step = Math.max(file.size / 10, 1)
    const timer = setInterval(() => {
      sent = Math.min(file.size, sent + step)
      onProgress(file.size === 0 ? 1 : sent / file.size)
      if (sent < file.size) return
      clearInterval(timer)
      if (file.name.toLowerCase().includes('erro')) reject(new Error('O servidor recusou o arquivo'))
      else resolve()
    }, 150)
  })

/** The upload box: single, multiple with progress, and disabled. */
export function UploadDemo() {
  const [single, setSingle] = useState<File[]>([])
  return (
    <CatalogueSection
      id="upload"
      title="Envio de arquivos"
      description="Clique, Enter ou Espaço abrem o seletor; também aceita arrastar e soltar. Limite padrão de 15 MB por arquivo: se um passar, a seleção inteira é recusada."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <CatalogueExample title="Um arquivo (PDF ou imagem)">
          <div data-testid="upload-unico" className="grid gap-2">
            <FileUpload label="Comprovante" accept=".pdf,image/*" onChange={setSingle} />
            <p className="text-xs text-muted-foreground">
              Selecionado: <output>{single[0]?.name ?? 'nenhum'}</output>
            </p>
          </div>
        </CatalogueExample>
        <CatalogueExample title="Vários arquivos, com progresso">
          <div data-testid="upload-multiplo">
            <FileUpload label="Extratos" accept=".ofx,.csv,.pdf,.txt" multiple upload={simulatedUpload} />
          </div>
        </CatalogueExample>
        <CatalogueExample title="Desabilitado">
          <FileUpload label="Anexos (bloqueado)" disabled />
        </CatalogueExample>
      </div>
    </CatalogueSection>
  )
}
