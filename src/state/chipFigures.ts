/** A filter chip's class: the chosen one stands out (components/FilterChips). */
export const chipClass = (on: boolean) => (on ? 'chip chip-on' : 'chip');

/** A chip's figures, named after the chip (`P`): its class (`<P>Class`) and its mark (`<P>Checked`). */
export type ChipFigures<P extends string> = Record<`${P}Class` | `${P}Checked`, string>;

/**
 * A chip's figures for a drawn template's slots (components/FilterChips `Chip` with `fill`): its class and whether
 * it is the one chosen.
 */
export const chipFigures = <P extends string>(chip: P, on: boolean): ChipFigures<P> =>
  ({ [`${chip}Class`]: chipClass(on), [`${chip}Checked`]: on ? 'checked' : '' }) as ChipFigures<P>;
