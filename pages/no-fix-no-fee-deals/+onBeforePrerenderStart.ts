import { prerenderWithAliases } from '../../renderer/routing'

export default prerenderWithAliases('/no-fix-no-fee-deals')
