import type { OpeningHours } from './schemas.ts'

export const openingHours: OpeningHours = [
  { label: 'Monday to Friday', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
  { label: 'Saturday', days: ['Saturday'], opens: '09:00', closes: '17:00' },
]
