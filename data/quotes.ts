import quotesFile from '../content/quotes.json' with { type: 'json' }
import { fillPlaceholders } from './placeholders.ts'
import type { Quote } from './schemas.ts'

// Customer words, attributed by place and system only: no names are published.
// Every quote in content/quotes.json today is a sample written to show the layout, not a real
// customer's review: `sample: true` keeps it out of a live site (config/go-live.ts refuses to
// publish it). Replace each with a real review, copied word for word from where it was left, with
// its date and star rating.
export const quotes = fillPlaceholders(quotesFile.quotes) as Quote[]

/** The quotes still marked as samples: none may be published on the live site. */
export const sampleQuotes = (list: readonly Quote[] = quotes): Quote[] => list.filter((quote) => quote.sample)
