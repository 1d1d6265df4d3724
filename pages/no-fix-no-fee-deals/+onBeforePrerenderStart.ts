import { prerenderWithAliases } from '../../renderer/routing.ts'

export default prerenderWithAliases('/no-fix-no-fee-deals')
