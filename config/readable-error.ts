/**
 * An error in a setting or in content/ that the person running the build must fix. Its message is
 * the whole story (which file or variable, which row, what is wrong), so no stack trace is shown.
 */
export class ReadableError extends Error {}

/** Runs `load`; a ReadableError is printed as it is and ends the process, since nothing can go on without the fix. */
export async function orExitReadably<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (!(error instanceof ReadableError)) throw error
    console.error(`\n${error.message}\n`)
    process.exit(1)
  }
}
