// The enquiry Worker's settings as wrangler reads them from wrangler.jsonc, for the go-live check.
import { experimental_readRawConfig } from 'wrangler'

/** The `vars` of wrangler.jsonc: addresses and switches the Worker reads at run time. */
export function workerVars(): Record<string, unknown> {
  return experimental_readRawConfig({ config: 'wrangler.jsonc' }).rawConfig.vars ?? {}
}
