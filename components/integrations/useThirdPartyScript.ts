import { useEffect, useState } from 'react'

export type ScriptStatus = 'loading' | 'ready' | 'failed'

/**
 * Adds a third-party script while the calling component is mounted and removes it after.
 * Load failures become a status the page can show, never an uncaught error.
 */
export function useThirdPartyScript(src: string, dataset: Record<string, string> = {}): ScriptStatus {
  const [status, setStatus] = useState<ScriptStatus>('loading')
  const datasetKey = JSON.stringify(dataset)

  useEffect(() => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    Object.assign(script.dataset, JSON.parse(datasetKey) as Record<string, string>)
    script.addEventListener('load', () => setStatus('ready'))
    script.addEventListener('error', () => setStatus('failed'))
    document.body.append(script)
    return () => script.remove()
  }, [src, datasetKey])

  return status
}
