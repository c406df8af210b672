import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { DreEmailSend } from '@/contracts/financial'
import { dreEmailsQuery } from '@/features/dre/email-api'
import { EmailHistory, SMTP_OFF_TEXT } from '@/features/dre/email-history'

afterEach(cleanup)

const sent: DreEmailSend = {
  id: 2,
  agrupamento: 'pj',
  competencia_inicio: '2026-04',
  competencia_fim: '2026-06',
  destinatarios: ['socios@exemplo.com.br'],
  status: 'erro',
  mensagem: 'O servidor de e-mail recusou o envio: 550 Caixa inexistente',
  tentativas: 3,
  usuario: 'Gabriela Gestora',
  data_criacao: '2026-07-01T12:00:00.000Z',
  enviado_em: null,
}

/** The history drawn from data already in the cache (no request: the cache never goes stale here). */
function renderWith(value: { smtp: boolean; envios: DreEmailSend[] }) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } })
  client.setQueryData(dreEmailsQuery(3).queryKey, value)
  render(
    <QueryClientProvider client={client}>
      <EmailHistory office={3} />
    </QueryClientProvider>,
  )
  return screen.getByRole('region', { name: 'Envios por e-mail' })
}

describe("the DRE page's 'Envios por e-mail'", () => {
  it('says so when the server has no SMTP, and lists nothing', () => {
    const history = renderWith({ smtp: false, envios: [] })
    expect(history).toHaveTextContent(SMTP_OFF_TEXT)
    expect(history).toHaveTextContent('Nenhum DRE enviado por e-mail.')
  })

  it('shows who asked, the period, the recipients, the status and the reason of a failure', () => {
    const history = renderWith({ smtp: true, envios: [sent] })
    expect(history).not.toHaveTextContent(SMTP_OFF_TEXT)
    const item = within(history).getByRole('listitem')
    expect(item).toHaveTextContent('DRE 04/2026 a 06/2026 · socios@exemplo.com.br')
    expect(item).toHaveTextContent('por Gabriela Gestora')
    expect(item).toHaveTextContent('Erro')
    expect(item).toHaveTextContent('550 Caixa inexistente')
  })
})
