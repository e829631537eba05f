/**
 * Ctrl-C and a kill's SIGTERM stop a command that writes reports (run, merge, report, demo): the work is aborted
 * through an AbortSignal, a report folder being written is dropped whole (replaceFolder), one line says what was kept,
 * and the process exits with the conventional 128 + the signal's number (130 for Ctrl-C, 143 for SIGTERM).
 *
 * Example: await untilStopped((signal) => publishReport(result, out, print, { signal }), () => 'interrupted; nothing written');
 */
import { constants } from 'node:os';
import { RunAborted } from '../sim/run.ts';

export const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** Runs `work` with a signal that the first Ctrl-C or SIGTERM aborts; `kept` says, when stopped, what was written. */
export async function untilStopped<T>(work: (signal: AbortSignal) => Promise<T>, kept: () => string, onStop?: () => void): Promise<T> {
  const abort = new AbortController();
  let stoppedBy: NodeJS.Signals = 'SIGINT';
  const stop = (signal: NodeJS.Signals) => {
    stoppedBy = signal;
    abort.abort(new RunAborted());
  };
  // once: a second Ctrl-C while the work winds down ends the process at once.
  for (const signal of STOP_SIGNALS) process.once(signal, stop);
  try {
    return await work(abort.signal);
  } catch (error) {
    if (error instanceof RunAborted) {
      onStop?.();
      process.stderr.write(`playtest: ${kept()}\n`);
      process.exit(128 + constants.signals[stoppedBy]);
    }
    throw error;
  } finally {
    for (const signal of STOP_SIGNALS) process.removeListener(signal, stop);
  }
}
