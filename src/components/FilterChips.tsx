import { ROW_MARK } from '@/lib/fillRows';
import { attrSlot, classSlot, valueSlot } from '@/lib/fillSlots';
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
   * In a drawn list's template (lib/fillRows): the names of the chip's slots, its class and mark (`<slot>.class`,
   * `<slot>.checked`), and for the template's row (`row`) its label too.
   */
  slot?: string;
  row?: boolean;
};

/** One chip: a radio button underneath, so keys and readers work. */
export function Chip({ label, name, value, on, onChange, slot, row }: ChipProps) {
  return (
    <label className={chipClass(on)} {...(slot ? classSlot(`${slot}.class`) : {})} {...(row ? ROW_MARK : {})}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={on}
        onChange={onChange}
        readOnly={!onChange}
        className="visually-hidden"
        {...(slot ? attrSlot({ checked: `${slot}.checked` }) : {})}
      />
      <span {...(row ? valueSlot('label') : {})}>{label}</span>
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
