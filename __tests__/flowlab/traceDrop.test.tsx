import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { withdrawMachine } from '@machines/withdrawMachine';
import en from '../../i18n/en.json';
import { machineFingerprint } from '@/flow/machineShape';
import { buildTrace } from '@/flow/traceFormat';
import { updateLab, useLab } from '@/features/flowlab/labState';
import { TraceImport } from '@/features/flowlab/TraceImport';
import { DropOverlay } from '@/features/flowlab/TraceDrop';
import { mayBeTraceFile } from '@/features/flowlab/importTrace';

// jsdom's File has no text(); the browser's does.
if (!('text' in File.prototype))
  Object.defineProperty(File.prototype, 'text', {
    value(this: File) {
      return new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(this);
      });
    },
  });

beforeEach(() => {
  act(() => updateLab({ tab: 'machines', trace: null, step: 0, traceFlow: 0, importProblem: null }));
});

/** A member's withdrawal as a trace file holds it, made with the app's own format helper. */
function aTrace(): string {
  const step = (at: number, type: string, state: string) => ({
    at,
    event: { type },
    state,
    status: 'active' as const,
    tags: [],
    context: {},
    taken: [],
  });
  const flow = {
    id: 'flow-1',
    machine: 'withdraw',
    fingerprint: machineFingerprint(withdrawMachine.root),
    route: '/Member/ApplyDrawing',
    startedAt: 1_700_000_000_000,
    status: 'active' as const,
    truncated: false,
    steps: [step(1_700_000_000_000, 'xstate.init', 'checking'), step(1_700_000_001_000, 'amount.change', 'form')],
  };
  return JSON.stringify(buildTrace([flow], { version: 'test', locale: 'en', userAgent: 'jest' }));
}

/** What the lab shows of its state, so a test can read it. */
function LabProbe() {
  const { tab, trace, importProblem } = useLab();
  return <p data-testid="lab">{JSON.stringify({ tab, machine: trace?.flows[0]?.machine ?? null, importProblem })}</p>;
}
const lab = () => JSON.parse(screen.getByTestId('lab').textContent ?? '{}');

function renderImport() {
  return render(
    <IntlProvider locale="en" messages={en}>
      <TraceImport />
      <DropOverlay />
      <LabProbe />
    </IntlProvider>,
  );
}

/** A drag carrying files, as a browser hands it to dragenter/dragover/drop. */
const carrying = (...files: File[]) => ({ dataTransfer: { files, types: ['Files'], dropEffect: 'none' } });

function drop(target: Element, ...files: File[]) {
  fireEvent.dragEnter(target, carrying(...files));
  fireEvent.dragOver(target, carrying(...files));
  fireEvent.drop(target, carrying(...files));
}

describe('a trace file dropped on the lab', () => {
  it('imports from the visible drop zone, as the file picker does, and opens Replay', async () => {
    renderImport();
    const zone = screen.getByTestId('trace-drop');
    expect(zone.textContent).toContain(en['flowlab.replay.dropText']);
    drop(zone, new File([aTrace()], 'trace.json', { type: 'application/json' }));
    await waitFor(() => expect(lab()).toEqual({ tab: 'replay', machine: 'withdraw', importProblem: null }));
  });

  it('says so when the file is not a trace file, and keeps the lab as it was', async () => {
    renderImport();
    drop(screen.getByTestId('trace-drop'), new File(['\x89PNG'], 'screenshot.png', { type: 'image/png' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(en['flowlab.replay.wrongFileError'].replace('{name}', 'screenshot.png'));
    expect(lab().machine).toBeNull();
  });

  it('says why when a .json file is not a trace', async () => {
    renderImport();
    drop(
      screen.getByTestId('trace-drop'),
      new File(['{"not": "a trace"}'], 'notes.json', { type: 'application/json' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(en['flowlab.replay.foreignError']);
  });

  it('shows the overlay while files are dragged over the lab, and takes a drop anywhere on it', async () => {
    renderImport();
    const file = new File([aTrace()], 'trace.json', { type: 'application/json' });
    fireEvent.dragEnter(document.body, carrying(file));
    expect(screen.getByTestId('trace-drop-overlay').textContent).toBe(en['flowlab.replay.dropOverlayText']);
    fireEvent.dragOver(screen.getByTestId('trace-drop-overlay'), carrying(file));
    fireEvent.drop(screen.getByTestId('trace-drop-overlay'), carrying(file));
    expect(screen.queryByTestId('trace-drop-overlay')).toBeNull();
    await waitFor(() => expect(lab().machine).toBe('withdraw'));
  });

  it('ignores a drag that carries no file (a text selection)', () => {
    renderImport();
    fireEvent.dragEnter(document.body, { dataTransfer: { files: [], types: ['text/plain'] } });
    expect(screen.queryByTestId('trace-drop-overlay')).toBeNull();
  });
});

describe('mayBeTraceFile', () => {
  it.each([
    ['trace.json', 'application/json'],
    ['flow-trace-2026-01-02.json', ''],
    ['trace (1).JSON', 'application/octet-stream'],
    ['trace.txt', 'text/plain'],
    ['trace', 'application/json'],
    ['trace', ''],
  ])('takes %s (%s)', (name, type) => expect(mayBeTraceFile({ name, type })).toBe(true));
  it.each([
    ['screenshot.png', 'image/png'],
    ['trace.zip', 'application/zip'],
    ['report.pdf', 'application/pdf'],
    ['photo', 'image/jpeg'],
  ])('refuses %s (%s)', (name, type) => expect(mayBeTraceFile({ name, type })).toBe(false));
});
