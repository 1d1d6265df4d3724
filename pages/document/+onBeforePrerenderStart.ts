import { guides } from '../../data/guides.ts'
import { legalPaths } from '../../data/routes.ts'

export default (): string[] => [...legalPaths, ...guides.map((guide) => guide.path)]
