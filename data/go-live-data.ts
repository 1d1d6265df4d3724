// What the go-live check (config/go-live.ts) reads of data/: the working name and the sample quotes.
import type { GoLiveData } from '../config/go-live.ts'
import { business } from './business.ts'
import { quotes } from './quotes.ts'

export const goLiveData: GoLiveData = { business, quotes }
