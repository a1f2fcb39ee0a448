// What Lighthouse's simulation (Lantern) runs on. bench/lighthouse.mjs keeps it for each load (BENCH_TRACE_DIR),
// bench/tasks.mjs replays the TBT from those files, bench/lantern.mjs the LCP of a run it makes itself.

/** The artifacts of one Lighthouse run that its simulation needs, with the settings it ran under. */
export function simulationArtifacts({ Trace, DevtoolsLog, GatherContext, URL, SourceMaps }, settings) {
  return { Trace, DevtoolsLog, GatherContext, URL, SourceMaps, settings };
}

/** The data and the context a Lantern metric's `request` takes, from what simulationArtifacts gave. */
export function simulationInput(kept) {
  const { settings } = kept;
  const data = {
    trace: kept.Trace,
    devtoolsLog: kept.DevtoolsLog,
    gatherContext: kept.GatherContext,
    settings,
    URL: kept.URL,
    SourceMaps: kept.SourceMaps ?? [],
    simulator: null,
  };
  // One cache for every metric asked of the same load: they share its graph and its simulation.
  return [data, { computedCache: new Map(), settings }];
}
