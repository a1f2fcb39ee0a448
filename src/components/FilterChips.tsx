type Option<V extends string> = { value: V; label: string };

type Props<V extends string> = {
  label: string;
  name: string;
  options: ReadonlyArray<Option<V>>;
  value: V;
  onChange: (value: V) => void;
};

/** One choice among a few, as a row of chips (radio buttons underneath, so keys and readers work). */
export function FilterChips<V extends string>({ label, name, options, value, onChange }: Props<V>) {
  return (
    <fieldset className="filter-chips">
      <legend className="visually-hidden">{label}</legend>
      {options.map((o) => (
        <label key={o.value} className={o.value === value ? 'chip chip-on' : 'chip'}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
            className="visually-hidden"
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
