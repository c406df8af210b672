import { Check } from 'lucide-react'
import { PageHeader } from '@/components/page-header'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

const benefits = [
  'Logo, favicon e fundo da tela de login do seu escritório',
  'Cores da marca no menu, nos botões e nos gráficos',
  'Subdomínio e e-mails com o domínio do escritório',
  'Relatórios para clientes com a sua identidade visual',
]

/** /contrato: what the white label includes and how to hire it ('Contratar whitelabel'). */
export function ContractPage() {
  return (
    <div className="max-w-3xl space-y-4">
      <PageHeader
        title="Contratar whitelabel"
        description="Sua marca em todo o back-office e nos relatórios dos clientes."
      />
      <Card>
        <CardHeader>
          <CardTitle>O que está incluído</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 text-sm">
            {benefits.map((b) => (
              <li key={b} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 text-success" aria-hidden /> {b}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">
            Para contratar, fale com a nossa equipe pelo e-mail{' '}
            <a className="text-brand underline" href="mailto:comercial@aawz.com.br">
              comercial@aawz.com.br
            </a>
            . A ativação é feita pela equipe AAWZ em até um dia útil.
          </p>
        </CardContent>
      </Card>
    </div>
  )
}
