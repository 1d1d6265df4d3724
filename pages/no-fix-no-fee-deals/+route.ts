import { routeWithAliases } from '../../renderer/routing.ts'

export default routeWithAliases('/no-fix-no-fee-deals')
