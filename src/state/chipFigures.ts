/** A filter chip's class: the chosen one stands out (components/FilterChips). */
export const chipClass = (on: boolean) => (on ? 'chip chip-on' : 'chip');

/**
 * A chip's figures for a drawn template's slots (components/FilterChips `Chip` with `slot`): its class and whether
 * it is the one chosen.
 */
export const chipFigures = (slot: string, on: boolean): Record<string, string> => ({
  [`${slot}.class`]: chipClass(on),
  [`${slot}.checked`]: on ? 'checked' : '',
});
