// What the go-live check (config/go-live.ts) reads of data/: the working name, the sample quotes and case studies.
import type { GoLiveData } from '../config/go-live.ts'
import { business } from './business.ts'
import { caseStudies } from './case-studies.ts'
import { quotes } from './quotes.ts'

export const goLiveData: GoLiveData = { business, quotes, caseStudies }
