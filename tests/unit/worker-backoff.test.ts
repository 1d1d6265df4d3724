import { describe, expect, it } from 'vitest'
import { nextAttemptAt, retryDelayMinutes } from '../../worker/backoff.ts'

describe('retrying the business email', () => {
  it('waits 5, 15, 30 and 60 minutes, then hourly', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelayMinutes)).toEqual([5, 15, 30, 60, 60, 60, 60])
  })

  it('gives the next attempt as an ISO time after now', () => {
    expect(nextAttemptAt(2, new Date('2026-07-14T09:00:00Z'))).toBe('2026-07-14T09:15:00.000Z')
  })
})
