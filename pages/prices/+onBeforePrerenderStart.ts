import { prerenderWithAliases } from '../../renderer/routing'

export default prerenderWithAliases('/prices')
