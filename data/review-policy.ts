// How reviews are collected and shown: on /testimonials, beside the reviews.
import reviewPolicyFile from '../content/review-policy.json' with { type: 'json' }
import { fillPlaceholders } from './placeholders.ts'
import type { ReviewPolicy } from './schemas.ts'

export const reviewPolicy: ReviewPolicy = fillPlaceholders(reviewPolicyFile)
