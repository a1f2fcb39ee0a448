/** A one-shot request's outcome as useOneShot holds it. */
type Shot<R> = { result: R | null; error: string; failed: string };

/**
 * What the last one-shot request came to (features/bonus/useOneShot): what it paid, in the screen's words (`paid`,
 * with its class), or why it failed, and what failed when the screen names it.
 */
export function ShotOutcome<R>({
  shot,
  paid,
  paidClass,
}: {
  shot: Shot<R>;
  paid: (r: R) => string;
  paidClass: string;
}) {
  return (
    <>
      {shot.result ? (
        <p className={paidClass} role="status">
          {paid(shot.result)}
        </p>
      ) : null}
      {shot.error ? (
        <p className="bonus-error" role="alert">
          {shot.failed ? <span className="bonus-error-what">{shot.failed}</span> : null}
          {shot.error}
        </p>
      ) : null}
    </>
  );
}
