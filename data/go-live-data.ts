// What the go-live check (config/go-live.ts) reads of data/: the working name, the sample quotes, case studies and team.
import type { GoLiveData } from '../config/go-live.ts'
import { business } from './business.ts'
import { caseStudies } from './case-studies.ts'
import { quotes } from './quotes.ts'
import { team } from './team.ts'

export const goLiveData: GoLiveData = { business, quotes, caseStudies, team }
