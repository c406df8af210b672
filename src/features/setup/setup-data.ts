import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { bpoPaths } from '@/contracts/bpo-paths'
import { financialPaths } from '@/contracts/financial-paths'
import { paths } from '@/contracts/paths'
import { type SetupStep, validationPaths } from '@/contracts/validation-paths'
import { lazyContracts, request, requestParsed } from '@/lib/api/client'

// The first-run set-up's data: its state on the server and the office's accounts and team, written through
// their own endpoints (BPO Contas, DFC balance-initial, add-professional) before each step is saved.

const setup = lazyContracts(() => import('@/contracts/validation'))
const team = lazyContracts(() => import('@/contracts/professionals'))
/** Each write carries its own Idempotency-Key: a retried click never saves twice. */
const once = () => ({ 'Idempotency-Key': crypto.randomUUID() })

export const setupQueries = {
  all: (office: number) => ['parametrizacao', office] as const,
  state: (office: number) =>
    queryOptions({
      queryKey: [...setupQueries.all(office), 'estado'],
      queryFn: ({ signal }) =>
        requestParsed(setup('setupResponse'), 'GET', validationPaths.setup(office), { signal }).then((r) => r.value),
    }),
  team: (office: number) =>
    queryOptions({
      queryKey: [...setupQueries.all(office), 'equipe'],
      queryFn: ({ signal }) =>
        requestParsed(team('professionalsResponse'), 'GET', paths.professionals(office), { signal }).then(
          (r) => r.value,
        ),
    }),
}

/** A write of the set-up; the set-up's queries are read again after it. */
function useSetupWrite<T>(office: number, write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: setupQueries.all(office) }),
  })
}

export const useCompleteStep = (office: number) =>
  useSetupWrite(office, (etapa: SetupStep) =>
    request('POST', validationPaths.setupStep(office, etapa), { headers: once() }),
  )

export const useFinishSetup = (office: number) =>
  useSetupWrite(office, () => request('POST', validationPaths.setupFinish(office), { headers: once() }))

export const useAddAccount = (office: number) =>
  useSetupWrite(office, (body: { nome: string; banco: string; agencia: string; conta: string }) =>
    request('POST', bpoPaths.bpoRegister(office, 'contas'), { body, json: true, headers: once() }),
  )

export const useSetBalance = (office: number) =>
  useSetupWrite(office, (body: { id_conta_corrente: number; mes: string; valor: string }) =>
    request('POST', financialPaths.dfcBalance(office, 'set', 'balance-initial'), { body, json: true, headers: once() }),
  )

export const useAddProfessional = (office: number) =>
  useSetupWrite(office, (body: { nome: string; email: string; cargo: string }) =>
    request('POST', paths.professionalAdd, { body: { ...body, id_escritorio: office }, json: true, headers: once() }),
  )
