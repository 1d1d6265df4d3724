import { useEffect, useSyncExternalStore } from 'react'
import {
  onScriptStatusChange,
  scriptStatus,
  startThirdPartyScript,
  stopThirdPartyScript,
  type ScriptStatus,
  type ThirdPartyScript,
} from './third-party-scripts.ts'

/**
 * Runs a third-party script while the calling component is mounted (adopting it if the boot
 * script already started it) and stops it, with all it added, when the component goes.
 * `script` should be a constant, so that re-renders do not restart it.
 */
export function useThirdPartyScript(script: ThirdPartyScript): ScriptStatus {
  useEffect(() => {
    startThirdPartyScript(script)
    return () => stopThirdPartyScript(script.src)
  }, [script])

  return useSyncExternalStore(
    onScriptStatusChange,
    () => scriptStatus(script.src),
    () => 'loading',
  )
}
