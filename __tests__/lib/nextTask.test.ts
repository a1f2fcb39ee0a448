import { nextTask } from '@/lib/nextTask';

type Holder = { scheduler?: { yield?: () => Promise<void> } };

afterEach(() => {
  delete (globalThis as Holder).scheduler;
});

test('without scheduler.yield, it resolves in a later task: after a timer queued before it', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('queued task'), 0);
  void Promise.resolve().then(() => order.push('microtask'));
  await nextTask();
  order.push('after the yield');
  expect(order).toEqual(['microtask', 'queued task', 'after the yield']);
});

test("with scheduler.yield, it yields through the browser's scheduler", async () => {
  const yieldTo = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  (globalThis as Holder).scheduler = { yield: yieldTo };
  await nextTask();
  expect(yieldTo).toHaveBeenCalledTimes(1);
});
