/** @jest-environment node */
import ELK from 'elkjs/lib/elk.bundled.js';
import { loginMachine } from '@machines/loginMachine';
import { withdrawMachine } from '@machines/withdrawMachine';
import { activityApplyMachine } from '@machines/activityApplyMachine';
import { activeStateIds, chartOf, eventLabel } from '@/features/flowlab/statechart';
import { layoutChart } from '@/features/flowlab/elkLayout';
import { listMachines } from '@/features/flowlab/machineRegistry';

jest.mock('@/features/flowlab/machineContext', () => jest.requireActual('./support/machineModules'));

describe('statechart of a machine', () => {
  test('states with nesting, descriptions and tags; transitions labelled with events and guards', () => {
    const chart = chartOf(loginMachine);
    const form = chart.states.find((s) => s.id === 'login.form');
    expect(form).toMatchObject({ parent: 'login', type: 'compound', description: expect.stringContaining('type') });
    expect(chart.states.find((s) => s.id === 'login.form.editing')).toMatchObject({
      parent: 'login.form',
      initial: true,
    });
    expect(chart.states.find((s) => s.id === 'login.submitting')).toMatchObject({
      tags: ['busy'],
      invokes: ['submitLogin'],
    });
    expect(form?.inPlace).toContain('field.change');
    expect(chart.edges).toContainEqual(
      expect.objectContaining({
        source: 'login.form.editing',
        target: 'login.submitting',
        event: 'form.submit',
        guard: 'formValid',
      }),
    );
    expect(chart.edges).toContainEqual(
      expect.objectContaining({ source: 'login.starting', event: 'always', guard: 'captchaRequired' }),
    );
    // Inline guards read as their condition.
    const w = chartOf(withdrawMachine).edges.find(
      (e) => e.source === 'withdraw.checking' && e.target === 'withdraw.needRealname',
    );
    expect(w?.guard).toContain('hasRealname');
    expect(eventLabel('xstate.error.actor.submitLogin')).toBe('error: submitLogin');
    // An invocation without an id of its own: the chart names its actor, a step list the state that invoked it.
    const apply = chartOf(activityApplyMachine).edges;
    expect(apply).toContainEqual(
      expect.objectContaining({ source: 'activityApply.loadingCaptcha', event: 'done: loadCaptcha' }),
    );
    expect(apply.filter((e) => /\d\.activityApply\./.test(e.event))).toEqual([]);
    expect(eventLabel('xstate.done.actor.0.activityApply.loadingCaptcha')).toBe('done: loadingCaptcha');
    expect(activeStateIds(loginMachine, { form: 'editing' })).toEqual(['login.form', 'login.form.editing']);
  });

  test('every machine is laid out by ELK: each state placed, each transition routed', async () => {
    const elk = new ELK();
    for (const { machine } of listMachines()) {
      const chart = chartOf(machine);
      const layout = await layoutChart(chart, elk);
      for (const s of chart.states) expect(layout.states.find((p) => p.id === s.id)?.width).toBeGreaterThan(0);
      for (const e of chart.edges)
        expect(layout.edges.find((p) => p.id === e.id)?.points.length).toBeGreaterThanOrEqual(2);
    }
  }, 60_000);
});
