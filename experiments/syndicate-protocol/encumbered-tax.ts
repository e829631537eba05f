/**
 * Syndicate Protocol: does the heuristic play an Encumbered loadout better
 * when it counts the Encumbered tax? (003_c7f3f5aee5a5ed6f.txt, 2.4
 * Encumbered: "Movement-granting Maneuver cards cost 1 HP to play"; 8.2 reads
 * it as every movement-granting Tactic card, the default `encumbered-tax`
 * reading.) sp-game-facts (SP-082) found the Encumbered Velocity paying ~10.7
 * HP a game in tax with a player that ignores it.
 *
 * The heuristic's `tax` setting (aiCards.ts SP_HEURISTIC_OPTIONS): `ignored`
 * (the player before this experiment), `weighed` (the default since: a taxed
 * card's value less 1, the HP it costs, in the same expected-damage units,
 * except a Melee card within reach of its contest; never the card that would
 * kill its own Operator) and `all` (Melee in reach taxed too). Each
 * Encumbered loadout plays the same opponent three times on the same seeds,
 * side A once with each setting (side B, not Encumbered, plays the same
 * either way): the differences in A's score against `ignored` are paired game
 * by game.
 *
 * Encumbered loadouts (no preset is Encumbered): Velocity in the Composite
 * Armor Rig (sp-game-facts's, 9 taxed cards in 40) against the Velocity and
 * Lens presets, and Razor in the Bulwark Exo-Shell (Load 3 over LD 2; its
 * Vault Breakers swapped for Vault and Withdraw; 2 taxed cards, the
 * Shockline Drives) against Lens. Lens and Glitch decks hold no taxed card,
 * so the setting changes nothing for them and they are left out.
 */
import { defineExperiment } from '../../src/sim/experiment.ts';
import { matchExperiment, type MatchArm } from '../../src/sim/match/matchExperiment.ts';
import type { ArmResult, Difference, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { findGame } from '../../src/game/registry.ts';
import { chooseGameVariants } from '../../src/game/variants.ts';
import { sideOf } from '../../src/game/loadSide.ts';
import type { SyndicateSide } from '../../src/systems/syndicate-protocol/loadout.ts';
import { ENCUMBERED } from './game-facts.ts';
import { shown, signedBound, signedEstimate, groupThousands } from '../../src/report/format.ts';
import { gameShare } from '../../src/sim/match/pairPools.ts';

const SYSTEM = 'syndicate-protocol';
const game = findGame(SYSTEM);
const presetOf = (id: string) => game.presets[id] as SyndicateSide;

/** Razor (LD 2) in the Bulwark Exo-Shell (Load 3): Vault Breaker (Advanced Movement, 2.4) swapped for base cards, 20 Movement cards in 40. */
export const HEAVY_RAZOR: SyndicateSide = {
  ...presetOf('razor'),
  name: 'Razor (Encumbered)',
  armor: 'bulwark-exo-shell',
  deck: 'dash*4, advance*4, slide*4, vault*4, withdraw*4, combat-rush*2, grenade*2, frag-cluster*2, fragmentation-grenade*3, suppressor-module*3, adrenal-surge*3, shockline-drive*2, concussive-slam*1, displacement-pulse*2',
};

export const MATCHUPS = [
  { id: 'velocity-vs-velocity', side: ENCUMBERED, foe: 'velocity' },
  { id: 'velocity-vs-lens', side: ENCUMBERED, foe: 'lens' },
  { id: 'razor-vs-lens', side: HEAVY_RAZOR, foe: 'lens' },
] as const;
export const SETTINGS = ['ignored', 'weighed', 'all'] as const;

const settingArms: MatchArm[] = MATCHUPS.flatMap((m) =>
  SETTINGS.map((tax) => ({
    id: `${m.id}-${tax}`,
    label: `${m.side.name} vs ${presetOf(m.foe).name}, tax ${tax}`,
    params: {
      system: SYSTEM,
      sideA: sideOf(game, m.side, 'sp-encumbered-tax'),
      sideB: sideOf(game, `preset:${m.foe}`, 'sp-encumbered-tax'),
      agentA: `heuristic:tax=${tax}`,
      agentB: 'heuristic',
      variants: chooseGameVariants(game, []),
    },
    coords: { matchup: `${m.side.name} vs ${presetOf(m.foe).name}`, tax },
    baseline: tax === 'ignored' ? null : `${m.id}-ignored`,
  })),
);

/**
 * When the tax is paid (variant `encumbered-tax-paid`, 2.4/8.2 "cost 1 HP to play"): the default player under
 * `if-movement` (no tax when the card's movement cannot be taken, e.g. a Melee card out of reach of its contest),
 * paired with the same player under the default `on-play`. Appended after the settings' arms, so theirs keep their seeds.
 */
const PAID = 'if-movement';
const paidArms: MatchArm[] = MATCHUPS.map((m) => ({
  id: `${m.id}-weighed-${PAID}`,
  label: `${m.side.name} vs ${presetOf(m.foe).name}, tax weighed, encumbered-tax-paid=${PAID}`,
  params: {
    system: SYSTEM,
    sideA: sideOf(game, m.side, 'sp-encumbered-tax'),
    sideB: sideOf(game, `preset:${m.foe}`, 'sp-encumbered-tax'),
    agentA: 'heuristic:tax=weighed',
    agentB: 'heuristic',
    variants: chooseGameVariants(game, [`encumbered-tax-paid=${PAID}`]),
  },
  coords: { matchup: `${m.side.name} vs ${presetOf(m.foe).name}`, tax: `weighed, paid ${PAID}` },
  baseline: `${m.id}-weighed`,
}));
const arms = [...settingArms, ...paidArms];

const armOf = (result: ExperimentResult, id: string) => result.arms.find((a) => a.id === id)!;
const mean = (arm: ArmResult, id: string) => arm.metrics[id] as MeanMetric;
const show = (m: MeanMetric, digits = 3) => `${shown(m.mean, digits)} (${shown(m.ci[0], digits)} to ${shown(m.ci[1], digits)})`;
/** A paired difference with its interval: "+0.162 (0.143 to 0.180)". */
export const showDiff = (d: Difference, digits = 3) => `${signedEstimate(d.diff, d.ci, digits)} (${signedBound(d.ci[0], digits)} to ${signedBound(d.ci[1], digits)})`;

/** "clearly better", "clearly worse" or "not clearly different", by a paired interval on the score. */
export function verdict(d: Difference): 'clearly better' | 'clearly worse' | 'not clearly different' {
  return d.ci[0] > 0 ? 'clearly better' : d.ci[1] < 0 ? 'clearly worse' : 'not clearly different';
}

function answer(result: ExperimentResult): string[] {
  const lines = MATCHUPS.map((m) => {
    const at = (tax: string) => armOf(result, `${m.id}-${tax}`);
    const vs = (tax: string) => at(tax).vsBaseline!.scoreA;
    const loss = (tax: string) => show(mean(at(tax), 'operatorLossA'));
    const capped = (tax: string) => gameShare([at(tax)], 'capped');
    return (
      `${m.side.name} against ${presetOf(m.foe).name} (${groupThousands(2 * at('ignored').trials)} games per setting, the same seeds): A's score ${show(mean(at('ignored'), 'scoreA'))} ignoring the tax, ${show(mean(at('weighed'), 'scoreA'))} weighing it (paired difference ${showDiff(vs('weighed'))}, ${verdict(vs('weighed'))}), ${show(mean(at('all'), 'scoreA'))} weighing it on Melee cards in reach too (${showDiff(vs('all'))}, ${verdict(vs('all'))}). ` +
      `Health A's Operator loses per round ${loss('ignored')}, ${loss('weighed')}, ${loss('all')}; games at the round cap ${capped('ignored')}, ${capped('weighed')}, ${capped('all')}.`
    );
  });
  const summary = (tax: string) => {
    const diffs = MATCHUPS.map((m) => armOf(result, `${m.id}-${tax}`).vsBaseline!.scoreA);
    // "At least as good" would need every interval to bound a loss; one that merely holds 0 says only "not clearly worse".
    const better = diffs.filter((d) => d.ci[0] > 0).length;
    return diffs.some((d) => d.ci[1] < 0)
      ? 'clearly worse than ignoring it in at least one matchup'
      : better > 0
        ? `not clearly worse than ignoring it in any matchup and clearly better in ${better} of ${diffs.length}`
        : 'not clearly different from ignoring it in any matchup';
  };
  const paid = MATCHUPS.map((m) => {
    const arm = armOf(result, `${m.id}-weighed-${PAID}`);
    const d = arm.vsBaseline!;
    return `${m.side.name} against ${presetOf(m.foe).name} (${groupThousands(2 * arm.trials)} games): A's score ${show(mean(arm, 'scoreA'))} (paired difference ${showDiff(d.scoreA)}, ${d.scoreA.ci[0] > 0 ? 'A scores clearly more' : d.scoreA.ci[1] < 0 ? 'A scores clearly less' : 'not clearly different'}), Health A's Operator loses per round ${show(mean(arm, 'operatorLossA'))} (${showDiff(d.operatorLossA)})`;
  });
  return [
    ...lines,
    `When the tax is paid (variant encumbered-tax-paid; 2.4/8.2 "cost 1 HP to play"): reading it as paid only when the card's movement can be taken (if-movement: a Melee card out of reach of its contest costs nothing) instead of as the card is played (on-play, the default), the default player (tax weighed) on the same seeds: ${paid.join('; ')}.`,
    `Weighing the tax (the default player) is ${summary('weighed')}; weighing it on every taxed card, Melee in reach included, is ${summary('all')}. 95% intervals: scores and per-round losses normal over pairs of games; differences paired on the same seeds. Heuristic player on both sides (side B never Encumbered, so its setting does not matter), default readings (encumbered-tax=tactic), generated maps, illustrative loadouts.`,
  ];
}

export default defineExperiment({
  ...matchExperiment(
    {
      id: 'sp-encumbered-tax',
      title: 'Encumbered tax: does a player that counts it play better?',
      question: 'An Encumbered Operator pays 1 HP for each movement-granting non-Movement card (2.4, 8.2): does the heuristic score better when it weighs that cost?',
      source: { rulebook: '003_c7f3f5aee5a5ed6f.txt', section: '2.4 Encumbered; 8.2 Load', catalogue: [] },
      pairs: 1000,
    },
    arms,
  ),
  chunkSize: 8,
  answer,
  charts: [{ kind: 'arms', metric: 'scoreA', title: "Encumbered side A's score, tax ignored vs weighed" }],
});
