import { ROW_MARK } from '@/lib/fillRows';
import { chipClass } from '@/state/chipFigures';

type Option<V extends string> = { value: V; label: string };

type Props<V extends string> = {
  label: string;
  name: string;
  options: ReadonlyArray<Option<V>>;
  value: V;
  onChange: (value: V) => void;
};

type ChipProps = {
  label: string;
  name?: string;
  value?: string;
  on: boolean;
  onChange?: () => void;
  /**
   * In a drawn list's template (lib/fillRows): the chip's slots as the screen built them with its typed `slot`
   * (lib/fillSlots slotsFor, figures of state/chipFigures): its class (`chip`), its mark (`mark`) and, for the
   * template's row (`row`), its label.
   */
  fill?: { chip: Record<string, string>; mark: Record<string, string>; label?: Record<string, string> };
  row?: boolean;
};

/** One chip: a radio button underneath, so keys and readers work. */
export function Chip({ label, name, value, on, onChange, fill, row }: ChipProps) {
  return (
    <label className={chipClass(on)} {...fill?.chip} {...(row ? ROW_MARK : {})}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={on}
        onChange={onChange}
        readOnly={!onChange}
        className="visually-hidden"
        {...fill?.mark}
      />
      <span {...fill?.label}>{label}</span>
    </label>
  );
}

/** One choice among a few, as a row of chips. */
export function FilterChips<V extends string>({ label, name, options, value, onChange }: Props<V>) {
  return (
    <fieldset className="filter-chips">
      <legend className="visually-hidden">{label}</legend>
      {options.map((o) => (
        <Chip
          key={o.value}
          label={o.label}
          name={name}
          value={o.value}
          on={o.value === value}
          onChange={() => onChange(o.value)}
        />
      ))}
    </fieldset>
  );
}
