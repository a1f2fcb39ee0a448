import { LevelUpPage } from './LevelUpPage';
import { m } from './messages';

/** /LiveLevelUp: the live games level-up programme (public). */
export function LiveLevelUpScreen() {
  return <LevelUpPage kind="live" title={m.liveTitleText} />;
}
