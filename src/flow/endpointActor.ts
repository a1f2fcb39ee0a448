import { fromPromise } from 'xstate';
import { failureCode } from '@/api/failureCode';

type Call<O> = { unwrap: () => Promise<O> };

/**
 * A flow's network step from one endpoint call (`dispatch(api.endpoints.x.initiate(...))`): the answer on
 * success; on failure the flow gets `{ code }` only (the HTTP status, none when no answer came), as
 * flowErrorCode reads it. Every invoked request of a flow goes through the one base query this way.
 */
export function endpointActor<I, O = unknown>(call: (input: I) => Call<unknown>) {
  // The output type is the machine's placeholder's (often unknown): what the flow reads of the answer.
  return fromPromise<O, I>(async ({ input }) => {
    try {
      return (await call(input).unwrap()) as O;
    } catch (e) {
      throw failureCode(e);
    }
  });
}

/** The same for a step made of several calls: any thrown failure becomes `{ code }`. */
export function flowActor<I, O>(run: (input: I) => Promise<O>) {
  return fromPromise<O, I>(async ({ input }) => {
    try {
      return await run(input);
    } catch (e) {
      throw failureCode(e);
    }
  });
}
