import './flowlab.css';
import { useEffect, useRef, type ComponentType, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { PageLayout } from '@/components/PageLayout';
import { AreaMessages } from '@/flow/AreaMessages';
import { updateLab, useLab, type LabTab } from './labState';
import { startLiveFlows } from './liveFlows';
import { MachinesPanel } from './MachinesPanel';
import { LivePanel } from './LivePanel';
import { ReplayPanel } from './ReplayPanel';
import { DropOverlay } from './TraceDrop';
import { movedIndex } from './PickList';
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
  const tabList = useRef<HTMLDivElement>(null);
  // The tabs are one stop for Tab; the arrow keys (and Home/End) move between them, each opening as it is reached.
  const onTabKey = (e: KeyboardEvent, index: number) => {
    const next = movedIndex(e.key, index, TABS.length);
    if (next === null || e.key.startsWith('Page')) return;
    e.preventDefault();
    updateLab({ tab: TABS[next].id });
    (tabList.current?.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <PageLayout titleId={m.titleText.id} className="flowlab">
      <div className="lab-head">
        <p className="lab-intro">{t(m.introText)}</p>
        <div className="lab-tabs" role="tablist" aria-label={t(m.tabsLabel)} ref={tabList}>
          {TABS.map((x, i) => (
            <button
              key={x.id}
              type="button"
              role="tab"
              id={`lab-tab-${x.id}`}
              aria-selected={x.id === current.id}
              aria-controls="lab-panel"
              tabIndex={x.id === current.id ? 0 : -1}
              onClick={() => updateLab({ tab: x.id })}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {t(x.label)}
            </button>
          ))}
        </div>
      </div>
      <div id="lab-panel" className="lab-panel" role="tabpanel" aria-labelledby={`lab-tab-${current.id}`}>
        <current.Panel />
      </div>
      <DropOverlay />
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
