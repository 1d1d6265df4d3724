import createCache from '@emotion/cache'

// One key on server and client, so hydration adopts the styles the server extracted. One letter:
// it starts every class name in the page, and 'css' cost the heaviest pages ~30 bytes gzip of their first flight.
export const emotionCacheKey = 'c'
// No stylis plugins: the default one adds -webkit-/-ms- copies of flex, grid and more that every
// browser the site supports has long done without, about a quarter of the critical CSS. The few
// prefixes still needed are written by hand (GlobalStyles).
export const createEmotionCache = () => createCache({ key: emotionCacheKey, stylisPlugins: [] })
