// How reviews are collected and shown: on /testimonials, beside the reviews.
import { siteConfig } from '../config/site-config.ts'
import type { ReviewPolicy } from './schemas.ts'

const { providerName, profileUrl } = siteConfig.reviews

export const reviewPolicy: ReviewPolicy = {
  heading: 'How we collect reviews',
  paragraphs: [
    'We invite every customer to leave a review after their visit, whatever the outcome, and we publish good and bad reviews alike.',
    'We do not pay for or buy reviews, and we do not offer discounts, gifts or anything else in return for one. We do not edit reviews, and we never write them ourselves or ask anyone else to.',
    `Reviews are collected and shown by ${providerName}, not by us. You can read them all at ${profileUrl}. If we believe a review is fake, we report it to ${providerName} to check under its own rules; we do not remove reviews ourselves.`,
    "This policy is in line with the Digital Markets, Competition and Consumers Act 2024 and the Competition and Markets Authority's guidance on fake reviews.",
  ],
}
