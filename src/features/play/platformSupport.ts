/** A platform without the responsible-play calls answers them 404 (as for any call it does not have). */
export function platformLacksCalls(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 404;
}
