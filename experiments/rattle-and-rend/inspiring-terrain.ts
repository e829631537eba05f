/**
 * Rattle and Rend RR-019 (004_c41133d86b017ece.txt, Game Setup › Inspiring
 * Terrain, pink box): "Feedback requested for Inspiring Terrain." Elements
 * within or touching it gain a bonus to Fury checks and to Will checks against
 * attacks; it also blocks line of sight. Per attack, through the attack
 * pipeline (sampled here, every number also exact in the answer): the chance to
 * remove the target when neither side, the attacker, the target or both stand
 * in Inspiring Terrain, for three typical attacks. The game-level half (the
 * bonus and the line-of-sight block each taken away, variant `inspiring`) is
 * rr-inspiring-terrain-games: a match experiment cannot share this file's
 * per-attack trial function.
 */
import { defineExperiment, type ArmSpec, type BatchFunction, type Params } from '../../src/sim/experiment.ts';
import type { ExperimentResult, ProportionMetric } from '../../src/sim/result.ts';
import { formatPointsDifference, shown } from '../../src/report/format.ts';
import type { FineSampler, OutcomeModel } from '../../src/dice/kernel.ts';
import { summariseExact } from '../../src/dice/summarise.ts';
import { rattleAndRendAttack } from '../../src/systems/rattle-and-rend/attack.ts';

type Attack = { attacker: string; target: string; ranged: boolean; inspiring: boolean; targetInspiring: boolean };

const ATTACKS = [
  { id: 'fighters-on-fighters', label: 'Fighters on Fighters (melee)', attacker: 'fighters', target: 'fighters', ranged: false },
  { id: 'heavy-on-fighters', label: 'Heavy on Fighters (melee)', attacker: 'heavy', target: 'fighters', ranged: false },
  { id: 'shooters-on-skirmishers', label: 'Shooters on Skirmishers (ranged)', attacker: 'shooters', target: 'skirmishers', ranged: true },
];
const PLACES = [
  { id: 'open', label: 'open ground', inspiring: false, targetInspiring: false },
  { id: 'attacker', label: 'attacker inspired', inspiring: true, targetInspiring: false },
  { id: 'target', label: 'target inspired', inspiring: false, targetInspiring: true },
  { id: 'both', label: 'both inspired', inspiring: true, targetInspiring: true },
];

const compiled = (p: Attack) =>
  rattleAndRendAttack.compile({ attacker: p.attacker, target: p.target, ranged: p.ranged, inspiring: p.inspiring, 'target-inspiring': p.targetInspiring }, {});

/** Exact P(removed) of one attack. */
function exactRemoval(p: Attack): number {
  const attack = compiled(p);
  return summariseExact(attack.model, attack.exact()).outcomes.removed;
}

// One compiled attack and code buffer per arm per thread (the runner reuses each arm's params object).
const prepared = new WeakMap<Params, { model: OutcomeModel; sampler: FineSampler; codes: Uint16Array }>();
const batch: BatchFunction<Params> = (params, rng, n, tally) => {
  let state = prepared.get(params);
  if (!state) {
    const attack = compiled(params as unknown as Attack);
    state = { model: attack.model, sampler: attack.sampler(), codes: new Uint16Array(0) };
    prepared.set(params, state);
  }
  if (state.codes.length < n) state.codes = new Uint16Array(n);
  state.sampler.sample(rng, state.codes, n);
  const removed = state.model.outcomeKeys.indexOf('removed');
  const held = state.model.outcomeKeys.indexOf('holds');
  let removals = 0;
  let holds = 0;
  for (let i = 0; i < n; i++) {
    const outcome = state.model.outcomeOf[state.codes[i]];
    if (outcome === removed) removals++;
    else if (outcome === held) holds++;
  }
  tally.proportion('removed', removals);
  tally.proportion('holds', holds);
};

const arms: ArmSpec<Attack>[] = ATTACKS.flatMap((attack) =>
  PLACES.map((place) => ({
    id: `${attack.id}-${place.id}`,
    label: `${attack.label}, ${place.label}`,
    params: { attacker: attack.attacker, target: attack.target, ranged: attack.ranged, inspiring: place.inspiring, targetInspiring: place.targetInspiring },
    coords: { attack: attack.label, place: place.label },
    baseline: place.id === 'open' ? null : `${attack.id}-open`,
  })),
);

function answer(result: ExperimentResult): string[] {
  const pct = (x: number) => `${shown(100 * x, 1)}%`;
  let defenceFirst = true;
  const lines = ATTACKS.map((attack) => {
    const exact = PLACES.map((place) => exactRemoval({ attacker: attack.attacker, target: attack.target, ranged: attack.ranged, inspiring: place.inspiring, targetInspiring: place.targetInspiring }));
    // The Will bonus outweighs the Fury bonus when it takes off more than the other adds, and both inspired stays below open ground.
    if (!(exact[0] - exact[2] > exact[1] - exact[0] && exact[3] < exact[0])) defenceFirst = false;
    return `${attack.label} removes ${pct(exact[0])} in the open, ${pct(exact[1])} with the attacker inspired, ${pct(exact[2])} with the target inspired, ${pct(exact[3])} with both`;
  });
  const sampled = result.arms.filter((arm) => arm.vsBaseline?.removed);
  const defence = sampled.filter((arm) => arm.coords?.place === 'target inspired');
  const show = (arm: (typeof result.arms)[number]) => `${arm.coords?.attack}: ${formatPointsDifference(arm.vsBaseline!.removed.diff, arm.vsBaseline!.removed.ci, (arm.metrics.removed as ProportionMetric).n, 'attacks')}`;
  return [
    `Per attack (exact, attack pipeline): ${lines.join('; ')}. ${defenceFirst ? 'Inspiring Terrain is above all a defence: in every case the target\'s Will bonus takes off more than the attacker\'s Fury bonus adds, and with both inspired removals stay below open ground, so holding it favours the side that waits there; a designer wanting it to draw fights rather than stall them could give the Fury bonus only.' : 'The Fury and Will bonuses do not simply favour the defender in every case; see the table.'}`,
    `Sampled check of the defence (target inspired minus open ground, removal chance): ${defence.map(show).join('; ')}.`,
    'For whole games (who wins, points removed, game length) with the bonus or the line-of-sight block taken away (variant inspiring=as-written|no-bonus|no-los-block), see rr-inspiring-terrain-games, which also counts the attacks made from and into Inspiring Terrain in those games.',
  ];
}

export default defineExperiment<Attack>({
  id: 'rr-inspiring-terrain',
  title: 'Inspiring Terrain: what does its bonus do to one attack?',
  question: 'What does Inspiring Terrain (a Fury bonus to attack from it and a Will bonus to defend in it) do to the chance an attack removes its target?',
  source: { rulebook: '004_c41133d86b017ece.txt', section: 'Game Setup › Inspiring Terrain', catalogue: ['RR-019'] },
  arms,
  metrics: {
    removed: { kind: 'proportion', label: 'Attack removes the target' },
    holds: { kind: 'proportion', label: 'Target holds (critical Will check)' },
  },
  batch,
  precision: { targetHalfWidth: 0.002, budget: 1_000_000 },
  charts: [
    { kind: 'arms', metric: 'removed', title: 'Chance one attack removes its target' },
    { kind: 'forest', metric: 'removed', title: 'Removal chance: each placement minus open ground' },
  ],
  answer,
});
