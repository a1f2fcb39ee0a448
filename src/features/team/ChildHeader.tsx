import { useIntl } from 'react-intl';
import { PATHS } from '@/state/paths';
import { m } from './messages';

/** The address of one view of a direct member's (its name travels along, so a reload still names them). */
export const childPath = (childId: number, name: string, view: string) =>
  `${PATHS.Promotion}?${new URLSearchParams({ child: String(childId), name, view }).toString()}`;

/** Whose records these are. */
export function ChildHeader({ name }: { name: string }) {
  const t = useIntl().formatMessage;
  return <p className="team-child-name">{t({ id: m.childOfText.id }, { name })}</p>;
}
