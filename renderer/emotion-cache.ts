import createCache from '@emotion/cache'

// One key on server and client, so hydration adopts the styles the server extracted.
export const emotionCacheKey = 'css'
export const createEmotionCache = () => createCache({ key: emotionCacheKey })
