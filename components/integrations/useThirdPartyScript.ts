import { useEffect, useState } from 'react'
import { recordAddedNodes } from './added-nodes'

export type ScriptStatus = 'loading' | 'ready' | 'failed'

/**
 * Adds a third-party script while the calling component is mounted and removes it, and every
 * element it added to the page, after. Load failures become a status the page can show, never
 * an uncaught error.
 */
export function useThirdPartyScript(src: string, dataset: Record<string, string> = {}): ScriptStatus {
  const [status, setStatus] = useState<ScriptStatus>('loading')
  const datasetKey = JSON.stringify(dataset)

  useEffect(() => {
    const removeAddedNodes = recordAddedNodes()
    const script = document.createElement('script')
    script.src = src
    script.async = true
    Object.assign(script.dataset, JSON.parse(datasetKey) as Record<string, string>)
    script.addEventListener('load', () => setStatus('ready'))
    script.addEventListener('error', () => setStatus('failed'))
    document.body.append(script)
    return removeAddedNodes
  }, [src, datasetKey])

  return status
}
