import { prerenderWithAliases } from '../../renderer/routing.ts'

export default prerenderWithAliases('/prices')
