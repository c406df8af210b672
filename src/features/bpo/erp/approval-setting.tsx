import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { bpoSettingsResponse } from '@/contracts/bpo-workflow'
import { workflowPaths } from '@/contracts/bpo-workflow-paths'
import { billQueries } from '@/features/bpo/bills/bills-data'
import { requestParsed } from '@/lib/api/client'
import { useOnline } from '@/lib/online'

const settingsQuery = (office: number) =>
  queryOptions({
    queryKey: ['bpo', office, 'configuracao'] as const,
    queryFn: () => requestParsed(bpoSettingsResponse, 'GET', workflowPaths.settings(office)).then((r) => r.value),
  })

/**
 * The office's setting 'Pagamentos exigem aprovação do gestor' (online only: it changes what every payment
 * needs, so it is saved at once or not at all).
 */
export function ApprovalSetting({ office }: { office: number }) {
  const queryClient = useQueryClient()
  const online = useOnline()
  const { data } = useQuery(settingsQuery(office))
  const save = useMutation({
    mutationFn: (on: boolean) =>
      requestParsed(bpoSettingsResponse, 'PUT', workflowPaths.settings(office), {
        body: { pagamentos_exigem_aprovacao: on, version: data?.version ?? 1 },
        json: true,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    // Which payables await approval follows the setting: the lists read it again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQuery(office).queryKey }),
        queryClient.invalidateQueries({ queryKey: billQueries.all(office, 'pagar') }),
      ]),
  })
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={data?.pagamentos_exigem_aprovacao ?? false}
        disabled={data === undefined || !online || save.isPending}
        onChange={(e) => save.mutate(e.target.checked)}
      />
      Pagamentos exigem aprovação do gestor
    </label>
  )
}
