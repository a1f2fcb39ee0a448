import { createContext, useContext } from 'react';

/**
 * True while the build draws a screen's opening view for the early shell (app/screenShells): a list then adds the
 * template of its rows, which the early script repeats for the rows of its own read (lib/fillSlots fillRows). The
 * app never draws one.
 */
export const DrawingShell = createContext(false);

export const useDrawingShell = (): boolean => useContext(DrawingShell);
