import { useIntl } from 'react-intl';
import { listMachines } from './machineRegistry';
import { updateLab, useLab } from './labState';
import { PickList } from './PickList';
import { StatechartDiagram } from './StatechartDiagram';
import { descriptionId } from './statechart';
import { useDescribe } from './useDescribe';
import { m } from './messages';

/** Every machine of machines/, one at a time, as a statechart. */
export function MachinesPanel() {
  const t = useIntl().formatMessage;
  const describe = useDescribe();
  const machines = listMachines();
  const { machineId } = useLab();
  const entry = machines.find((e) => e.id === machineId) ?? machines[0];
  if (!entry) return null;
  return (
    <div className="lab-split">
      <div className="lab-side">
        <div className="lab-field">
          <span id="lab-machine-label">{t(m.machineLabel)}</span>
          <PickList
            labelledBy="lab-machine-label"
            className="lab-machines"
            testId="lab-machines"
            items={machines.map((e) => ({ id: e.id, content: e.id }))}
            selected={entry.id}
            onSelect={(id) => updateLab({ machineId: id })}
          />
        </div>
        {entry.machine.root.description ? (
          <p className="lab-desc">{describe(descriptionId(entry.id, []), entry.machine.root.description)}</p>
        ) : null}
        <p className="lab-legend">{t(m.legendText)}</p>
      </div>
      <StatechartDiagram machine={entry.machine} />
    </div>
  );
}
