// The words of /prices, from content/copy/prices.json with its placeholders filled;
// data/copy/prices.schema.ts checks them at build time (data/copy-files.ts).
import pricesFile from '../../content/copy/prices.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { PricesCopy } from './prices.schema.ts'

export const pricesCopy: PricesCopy = fillPlaceholders<PricesCopy>(pricesFile)
