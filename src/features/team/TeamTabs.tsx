import { useIntl } from 'react-intl';
import { Segmented } from '@/components/RecordParts';
import { m } from './messages';

export type Tab = 'overview' | 'links' | 'team';
export const TABS: Tab[] = ['overview', 'links', 'team'];

/** The team area's tabs: the overview, the invite links and the downline. */
export function TeamTabs({ tab, onChange }: { tab: Tab; onChange: (tab: Tab) => void }) {
  const t = useIntl().formatMessage;
  const labels: Record<Tab, string> = { overview: t(m.overviewTab), links: t(m.linksTab), team: t(m.downlineTab) };
  return (
    <Segmented
      label={t(m.tabsLabel)}
      value={tab}
      onChange={onChange}
      options={TABS.map((v) => ({ value: v, label: labels[v] }))}
    />
  );
}
