import './flowlab.css';
import { useEffect, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { AreaMessages } from '@/flow/AreaMessages';
import { updateLab, useLab, type LabTab } from './labState';
import { startLiveFlows } from './liveFlows';
import { MachinesPanel } from './MachinesPanel';
import { LivePanel } from './LivePanel';
import { ReplayPanel } from './ReplayPanel';
import { m } from './messages';

const TABS: Array<{ id: LabTab; label: { id: string }; Panel: ComponentType }> = [
  { id: 'machines', label: m.machinesTab, Panel: MachinesPanel },
  { id: 'live', label: m.liveTab, Panel: LivePanel },
  { id: 'replay', label: m.replayTab, Panel: ReplayPanel },
];

function FlowLab() {
  const t = useIntl().formatMessage;
  const { tab } = useLab();
  // Watching starts with the first visit, so flows of other tabs are listed whichever section is open.
  useEffect(startLiveFlows, []);
  const current = TABS.find((x) => x.id === tab) ?? TABS[0];
  return (
    <PageLayout titleId={m.titleText.id} className="flowlab">
      <p className="lab-intro">{t(m.introText)}</p>
      <div className="lab-tabs" role="tablist" aria-label={t(m.tabsLabel)}>
        {TABS.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            id={`lab-tab-${x.id}`}
            aria-selected={x.id === current.id}
            aria-controls="lab-panel"
            tabIndex={x.id === current.id ? 0 : -1}
            onClick={() => updateLab({ tab: x.id })}
          >
            {t(x.label)}
          </button>
        ))}
      </div>
      <div id="lab-panel" role="tabpanel" aria-labelledby={`lab-tab-${current.id}`}>
        <current.Panel />
      </div>
    </PageLayout>
  );
}

/** /test: the Flow Lab for support staff. Loaded only when opened; its state lasts the visit. */
export function FlowLabScreen() {
  return (
    <AreaMessages>
      <FlowLab />
    </AreaMessages>
  );
}
