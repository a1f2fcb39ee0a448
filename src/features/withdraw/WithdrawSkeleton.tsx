/** The withdrawal form's outline while the checks run: name and balance, one card, amount, limits, submit. */
export function WithdrawSkeleton() {
  return (
    <section className="withdraw-card withdraw-skeleton" aria-busy="true">
      <dl className="withdraw-facts" aria-hidden="true">
        <div>
          <span className="skeleton short" />
        </div>
        <div>
          <span className="skeleton short" />
        </div>
      </dl>
      <div className="card-choice" aria-hidden="true">
        <span className="skeleton short" />
        <span className="skeleton tall" />
      </div>
      <span className="skeleton" aria-hidden="true" />
      <span className="skeleton" aria-hidden="true" />
    </section>
  );
}
