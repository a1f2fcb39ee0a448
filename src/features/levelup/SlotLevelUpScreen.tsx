import { LevelUpPage } from './LevelUpPage';
import { m } from './messages';

/** /SlotLevelUp: the slot games level-up programme (public). */
export function SlotLevelUpScreen() {
  return <LevelUpPage kind="slot" title={m.slotTitleText} />;
}
