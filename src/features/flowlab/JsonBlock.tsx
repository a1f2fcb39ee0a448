/** Redacted data as indented JSON, scrollable, inside a disclosure so long contexts stay out of the way. */
export function JsonBlock({ title, value, open = false }: { title: string; value: unknown; open?: boolean }) {
  return (
    <details className="lab-json" open={open}>
      <summary>{title}</summary>
      <pre tabIndex={0} role="region" aria-label={title}>
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}

/** A state value in one line: 'form.editing', or JSON for parallel states. */
export function stateText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1) return `${entries[0][0]}.${stateText(entries[0][1])}`;
  }
  return JSON.stringify(value);
}
