// Where a prerendered page keeps the app's script tags until it wants them (see boot.ts).

/** The id of the inert <template> that holds them. */
export const appScriptsTemplateId = 'app-scripts'

/**
 * Vike writes its page data, entry script and preloads where it finds this placeholder, instead
 * of before </body> (released in vite-plugin-ssr 0.4.92, vikejs/vike#695). Should a Vike
 * upgrade stop honouring it, the tags land in the live page again: the app then loads as the
 * page opens, which the browser tests catch (budget, deferred app), and the site still works.
 */
export const vikeScriptsPlaceholder = '__VITE_PLUGIN__SSR_ASSETS_LAST__'
