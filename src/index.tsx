import './app/app.css';
import { nextTask } from './lib/nextTask';

/*
 * Start-up in stages, each evaluated in a task of its own, so that no one task holds a slow phone's page for
 * the whole start (at 4x CPU the entry's evaluation was one task of about 300 ms): the state layer (Redux
 * Toolkit and the api areas, in the entry's own task), then the rest of the state half of start-up, which also
 * sends the opening reads, then React's DOM renderer, then the view, which draws the first screen. The modules stay in this entry file
 * (eager imports: no extra request); only their evaluation is spread out.
 */
async function boot() {
  // The state layer is evaluated in the entry's own task. That task alone (the bundle's evaluation) lasted under
  // 10 ms, which Lighthouse's simulation drops from its graph: it then could not see that a screen drawn by the
  // early script (its figures among it) painted before the entry ran, and counted the entry's download toward it.
  await import(/* webpackMode: "eager" */ './state/store');
  await nextTask();
  const { openApp } = await import(/* webpackMode: "eager" */ './app/boot');
  const opened = openApp();
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { drawApp } = await import(/* webpackMode: "eager" */ './app/bootView');
  drawApp(await opened);
}

void boot();
