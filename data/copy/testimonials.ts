// The words of /testimonials, with their figures filled in (checked by ./testimonials.schema.ts).
import testimonialsFile from '../../content/copy/testimonials.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { TestimonialsCopy } from './testimonials.schema.ts'

export const testimonialsCopy: TestimonialsCopy = fillPlaceholders(testimonialsFile)
