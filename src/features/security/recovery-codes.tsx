import { Check, Copy, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'

/** The recovery codes of a new enrolment: shown this once, to be kept somewhere safe. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'))
    setCopied(true)
  }
  return (
    <section aria-labelledby="codigos-recuperacao" className="grid gap-3">
      <h3 id="codigos-recuperacao" className="text-base font-semibold">
        Códigos de recuperação
      </h3>
      <p className="flex items-start gap-2 rounded-md border border-warning/30 bg-warning/5 p-3 text-sm">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
        Guarde estes códigos em um lugar seguro: eles aparecem só agora. Se perder o celular, cada código permite entrar
        uma única vez.
      </p>
      <ol className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-3 font-mono text-sm" data-testid="codigos">
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => void copy()}>
        {copied ? <Check /> : <Copy />} {copied ? 'Códigos copiados' : 'Copiar códigos'}
      </Button>
    </section>
  )
}
