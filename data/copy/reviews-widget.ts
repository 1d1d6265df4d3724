// The words of one third-party widget (content/copy/reviews-widget.json, checked by ./third-parties.schema.ts),
// in a module of its own so only the pages with that widget carry them.
import reviewsWidgetFile from '../../content/copy/reviews-widget.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { ReviewsWidgetCopy } from './third-parties.schema.ts'

export const reviewsWidgetCopy = fillPlaceholders<ReviewsWidgetCopy>(reviewsWidgetFile)
