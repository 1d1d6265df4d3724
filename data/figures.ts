import type { Figures } from './schemas.ts'

export const figures: Figures = {
  systemsCleaned: 4000,
  successRatePercent: 90,
  unfixableMicroboreSuccessPercent: 95,
  plasticPipeSystems: 2000,
  ratingValue: 4.75,
  ratingCount: 4000,
  bestRating: 5,
  worstRating: 1,
  failedPowerFlushRepairsPercent: 50,
  foundedYear: 2020,
  combinedExperienceYears: 15,
  microboreMinMillimetres: 8,
  microboreMaxMillimetres: 10,
  standardPipeMillimetres: 15,
  fixDays: 1,
}
