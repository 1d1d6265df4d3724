import { guides } from '../../../data/guides.ts'

export default () => guides.map((guide) => guide.path)
