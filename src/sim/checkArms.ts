/**
 * Checks every arm's params before any trial is played, with the batch's own
 * check (a kernel batch: the kernel's option specs, as `playtest roll` checks
 * them, and its parse). Without it a value such as `--set acc=1.5` was played
 * as given and gave wrong numbers with exit 0.
 *
 * A refused arm is one line naming the experiment, the arm, the param and
 * what it allows, and the `--set` that gave the value when one did: the arm
 * is resolved again from the experiment's own data with each assignment
 * alone, and an assignment that changes the param is named.
 *
 * Example: checkArms(spArmorFloor, { data: { acc: 1.5, dodge: 3 }, variants: {} }, ['acc=1.5']) throws
 *   "experiment sp-armor-floor, arm rof1-arm0-floor0: kernel option acc must be a whole number, got 1.5 (from --set acc=1.5)".
 */
import { ParamError } from '../dice/kernel.ts';
import type { ArmSpec, Experiment, Params, Setup } from './experiment.ts';
import { firstLine } from './firstLine.ts';
import { InputError } from './inputError.ts';
import { applySets } from './patches.ts';

function paramsOf(arm: ArmSpec, setup: Setup): Params {
  return typeof arm.params === 'function' ? arm.params(setup) : arm.params;
}

/** The assignments that, each alone on the experiment's own data, change `param` of this arm. */
function blamedSets(experiment: Experiment, arm: ArmSpec, setup: Setup, assignments: readonly string[], param: string): string[] {
  const own = JSON.stringify(paramsOf(arm, { data: experiment.data ?? {}, variants: setup.variants })[param]);
  return assignments.filter((assignment) => {
    try {
      return JSON.stringify(paramsOf(arm, { data: applySets(experiment, [assignment]).data, variants: setup.variants })[param]) !== own;
    } catch {
      return false;
    }
  });
}

/** Throws an InputError for the first arm whose params the batch refuses; `assignments` are the run's `--set path=value`. */
export function checkArms(experiment: Experiment, setup: Setup, assignments: readonly string[] = []): void {
  const check = experiment.batch?.check;
  if (!check) return;
  for (const arm of experiment.arms) {
    try {
      check(paramsOf(arm, setup));
    } catch (error) {
      const where = `experiment ${experiment.id}, arm ${arm.id}`;
      if (!(error instanceof ParamError)) throw new InputError(`${where}: ${firstLine(error)}`);
      const blamed = blamedSets(experiment, arm, setup, assignments, error.option);
      const from = blamed.length > 0 ? ` (from ${blamed.map((assignment) => `--set ${assignment}`).join(', ')})` : '';
      // The option checks say "must be ...", the kernels' own checks a sentence of their own.
      const joint = /^(must|is) /.test(error.message) ? ' ' : ': ';
      throw new InputError(`${where}: kernel option ${error.option}${joint}${firstLine(error)}${from}`);
    }
  }
}
