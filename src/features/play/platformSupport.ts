import type { RealityCheck } from '@/api/playApi';

/** The reality-check read answers null for a platform without the responsible-play calls (it answered 404). */
export function platformLacksCalls(reality: RealityCheck | null | undefined): reality is null {
  return reality === null;
}
