import type { ErpRole } from '@/contracts/erp-machine'
import { useSession } from '@/features/session/session-store'

/** The caller's part in the ERP workflow: platform staff run the BPO, everyone else here is the office's gestor. */
export const useErpRole = (): ErpRole => (useSession()?.IS_EQUIPE ? 'equipe' : 'gestor')
