/**
 * Syndicate Protocol answers state a verdict only where the intervals support it. Each case starts from a made-up
 * result with the experiment's own arms and metrics, every estimate 1/2 +/- 0.05 (resultSkeleton.ts), and sets the
 * estimates the verdict rests on, so the sentence is checked against numbers written here, never a committed report's.
 */
import { describe, expect, it } from 'vitest';
import type { ArmResult, ExperimentResult, MeanMetric } from '../../src/sim/result.ts';
import { resultSkeleton, type ExperimentShape } from './resultSkeleton.ts';
import priority from '../../experiments/syndicate-protocol/priority.ts';
import variantSensitivity from '../../experiments/syndicate-protocol/variant-sensitivity.ts';
import openingHand from '../../experiments/syndicate-protocol/opening-hand.ts';
import encumberedTax from '../../experiments/syndicate-protocol/encumbered-tax.ts';
import armorWeights from '../../experiments/syndicate-protocol/armor-weights.ts';
import cardStrength from '../../experiments/syndicate-protocol/card-strength.ts';
import operatorTiers from '../../experiments/syndicate-protocol/operator-tiers.ts';
import mapContact from '../../experiments/syndicate-protocol/map-contact.ts';
import armorFloor from '../../experiments/syndicate-protocol/armor-floor.ts';
import armorFloorGames from '../../experiments/syndicate-protocol/armor-floor-games.ts';

const skeleton = (experiment: ExperimentShape, trials: number): ExperimentResult => resultSkeleton(experiment, trials);
const arm = (result: ExperimentResult, id: string): ArmResult => {
  const found = result.arms.find((a) => a.id === id);
  if (!found) throw new Error(`no arm ${id}`);
  return found;
};
/** Sets a mean metric's estimate and interval (its n and sd kept). */
const setMean = (a: ArmResult, metric: string, mean: number, ci: [number, number]) => Object.assign(a.metrics[metric] as MeanMetric, { mean, ci });
const setDiff = (a: ArmResult, metric: string, diff: number, ci: [number, number]) => Object.assign(a.vsBaseline![metric], { diff, ci });

describe('sp-priority answer', () => {
  const result = (lensMirror: [number, number, number], last: [number, number, number]) => {
    const r = skeleton(priority, 300);
    for (const a of r.arms.filter((x) => x.coords?.reading === 'no')) {
      setMean(a, 'firstPriority', 0.51, [0.48, 0.54]);
      setMean(a, 'lastPriority', last[0], [last[1], last[2]]);
    }
    setMean(arm(r, 'lens-vs-lens-fire-no'), 'firstPriority', lensMirror[0], [lensMirror[1], lensMirror[2]]);
    return r;
  };

  it('does not call Priority fair when the pooled score is inside +/-0.05 but a matchup is clearly off half', () => {
    // Pooled (0.42 + 3 * 0.51) / 4 = 0.4875, half-width sqrt(0.06^2 + 3 * 0.03^2) / 4 = 0.020: 0.468 to 0.507, inside 0.45-0.55.
    const lines = priority.answer!(result([0.42, 0.36, 0.48], [0.6, 0.57, 0.63]));
    expect(lines[0]).toContain('Pooled within +/-0.05 points per game, but in Lens vs Lens the roll-off side scores clearly less than half');
    expect(lines[0]).not.toContain('Yes within');
    expect(lines[3]).not.toContain('Nothing to change for fairness');
    expect(lines[3]).toContain('Fairness is not shown for Lens vs Lens');
  });

  it('says yes only when every matchup is inside the band too', () => {
    const lines = priority.answer!(result([0.5, 0.47, 0.53], [0.6, 0.57, 0.63]));
    expect(lines[0]).toContain('Yes within +/-0.05 points per game, pooled and in every matchup');
    expect(lines[3]).toContain('Nothing to change for fairness');
  });

  it('does not conclude that shooting first rarely decides a game from an interval that holds 1/2', () => {
    const lines = priority.answer!(result([0.5, 0.47, 0.53], [0.5, 0.44, 0.56]));
    expect(lines[1]).toContain('so these games do not show whether shooting first decides games here');
    expect(lines[1]).not.toContain('rarely decides');
  });

  it('claims the final-round Priority edge only in the matchups whose own interval clears 1/2, not from the pooled mean', () => {
    // One matchup far above half pulls the pooled mean clear of 1/2 while the other three hold it.
    const r = result([0.5, 0.47, 0.53], [0.5, 0.46, 0.54]);
    setMean(arm(r, 'velocity-vs-velocity-fire-no'), 'lastPriority', 0.94, [0.91, 0.97]);
    const line = priority.answer!(r)[1];
    expect(line).toContain('scores clearly more than half in Velocity vs Velocity 0.94');
    expect(line).toMatch(/not clearly off half in Lens vs Lens [^;]*; Razor vs Razor [^;]*; Lens vs Razor /);
    expect(line).toContain('an average over them, not a finding for each');
    expect(line).not.toMatch(/so Priority decides games round by round\.$/);
  });
});

describe('sp-variant-sensitivity answer', () => {
  const result = (third: [number, number, number]) => {
    const r = skeleton(variantSensitivity, 5);
    for (const a of r.arms.filter((x) => x.vsBaseline)) setDiff(a, 'length', 0, [-1, 1]);
    setDiff(arm(r, 'map-open-streets'), 'length', -14.8, [-21.5, -8.1]);
    setDiff(arm(r, 'terrain-density-count'), 'length', -13, [-20.4, -5.6]);
    setDiff(arm(r, 'cover-intervening'), 'length', third[0], [third[1], third[2]]);
    return r;
  };
  const last = (r: ExperimentResult) => variantSensitivity.answer!(r).at(-1)!;

  it('calls the replayed readings the largest only when the next one does not reach them', () => {
    expect(last(result([-8.1, -11.4, -4.7]))).toContain('They are the largest here by estimate, but cover=intervening -8 (-11 to -5) overlaps them, so which readings move game length most is not clear at 10 distinct games a reading.');
    expect(last(result([-3, -4, -2]))).toContain('They are the readings that move game length most here.');
  });
});

describe('sp-opening-hand answer', () => {
  const result = (razor4: [number, number, number], gapMoves: boolean) => {
    const r = skeleton(openingHand, 150);
    for (const a of r.arms.filter((x) => x.vsBaseline?.scoreA)) {
      setMean(a, 'scoreA', 0.5, [0.45, 0.55]);
      setDiff(a, 'round2GapA', gapMoves ? 1 : 0, gapMoves ? [0.5, 1.5] : [-0.1, 0.1]);
    }
    setMean(arm(r, 'razor-4'), 'scoreA', razor4[0], [razor4[1], razor4[2]]);
    return r;
  };

  it('names the one clear count with its interval and warns that one of 18 can be chance', () => {
    const headline = openingHand.answer!(result([0.472, 0.445, 0.498], true))[0];
    expect(headline).toContain("clearly change A's score in 1 of 18 Operator-and-count arms: Razor with 4 Movement cards, 0.472 (0.445 to 0.498, 300 games), below 1/2");
    expect(headline).toContain('about 1 could clear 1/2 by chance alone');
    expect(headline).toContain("the opening hand clearly moves where A's Operator stands as round 2 starts for Lens, Velocity, Razor");
  });

  it('claims a moved round-2 position only from the intervals, and no effect only as too small to show', () => {
    const headline = openingHand.answer!(result([0.5, 0.45, 0.55], false))[0];
    expect(headline).toContain('no effect on the result large enough to show at 300 games a count');
    expect(headline).toContain("no count clearly moves where A's Operator stands as round 2 starts either");
    expect(headline).not.toContain('not the result');
  });
});

describe('sp-encumbered-tax answer', () => {
  it('says "not clearly worse" rather than "at least as good" when some intervals hold 0, and gives the cap shares with intervals', () => {
    const r = skeleton(encumberedTax, 1000);
    const ids = r.arms.filter((a) => a.id.endsWith('-weighed')).map((a) => a.id);
    ids.forEach((id, i) => setDiff(arm(r, id), 'scoreA', i === 0 ? 0.1 : 0, i === 0 ? [0.05, 0.15] : [-0.02, 0.02]));
    const lines = encumberedTax.answer!(r);
    expect(lines.at(-1)).toContain(`Weighing the tax (the default player) is not clearly worse than ignoring it in any matchup and clearly better in 1 of ${ids.length};`);
    expect(lines[0]).toMatch(/games at the round cap [\d.]+% \([\d.]+-[\d.]+%, 2,000 games\), /);
  });
});

describe('sp-armor-weights answer', () => {
  it('does not say no single weight wins for everyone when every clear winner is the same weight', () => {
    const r = skeleton(armorWeights, 300);
    // Razor's and Rampart's Medium clearly beat Light (A, the lighter, scores clearly under 1/2) and Heavy (clearly
    // over); every other pairing holds 1/2, so Lens, Velocity and Glitch have no clear winner.
    setMean(arm(r, 'razor-light-vs-medium'), 'scoreA', 0.07, [0.06, 0.08]);
    setMean(arm(r, 'razor-medium-vs-heavy'), 'scoreA', 0.72, [0.7, 0.74]);
    setMean(arm(r, 'rampart-light-vs-medium'), 'scoreA', 0.38, [0.36, 0.4]);
    setMean(arm(r, 'rampart-medium-vs-heavy'), 'scoreA', 0.52, [0.505, 0.535]);
    const verdict = armorWeights.answer!(r)[0];
    expect(verdict).toContain('Where a weight clearly beats both others it is Medium (Razor, Rampart); for Lens, Velocity, Glitch no weight clearly beats both others');
    expect(verdict).not.toContain('no single weight wins for everyone');
  });
});

describe('sp-card-strength answer', () => {
  it('calls a card clear of the rest only when its interval clears every other card, not just the runner-up by estimate', () => {
    const r = skeleton(cardStrength, 150);
    const own = r.arms.filter((a) => a.coords?.identity === 'Focus Technology' && a.coords?.strength === 'heuristic');
    for (const a of own) setMean(a, 'scoreA', 0.15, [0.1, 0.2]);
    setMean(own.find((a) => a.label === 'Holo-Assist')!, 'scoreA', 0.4, [0.36, 0.45]);
    setMean(own.find((a) => a.label === 'Holo-Decoy')!, 'scoreA', 0.25, [0.21, 0.29]);
    // Third by estimate, but its wide interval reaches the top card's.
    setMean(own.find((a) => a.label === 'Recon Drone')!, 'scoreA', 0.2, [0.05, 0.38]);
    const line = cardStrength.answer!(r).find((l) => l.startsWith('Focus Technology ranking'))!;
    expect(line).toContain("No single Focus Technology card stands clear: Holo-Assist ranks first but its interval overlaps Recon Drone's.");
  });
});

describe('sp-operator-tiers answer', () => {
  /** The tournament with every pairing's cap share and score set here: `capped` by pairing order, Lens scoring `lens` against everyone. */
  const result = (capped: number[], lens: number) => {
    const r = skeleton(operatorTiers, 400);
    r.arms.forEach((a, i) => {
      const share = capped[i] ?? 0.1;
      setMean(a, 'capped', share, [share - 0.02, share + 0.02]);
      Object.assign(a.metrics.capped as MeanMetric, { sd: Math.sqrt(share * (1 - share)) / 2 });
      const score = a.coords?.row === 'Lens' ? lens : a.coords?.column === 'Lens' ? 1 - lens : 0.5;
      setMean(a, 'scoreA', score, [score - 0.03, score + 0.03]);
      Object.assign(a.metrics.scoreA as MeanMetric, { sd: 0.2 });
    });
    return r;
  };

  it('says "most often" by estimate only where a pairing below the top three reaches the third', () => {
    const apart = operatorTiers.answer!(result([0.95, 0.9, 0.85], 0.5)).find((l) => l.startsWith('Round-cap draws'))!;
    expect(apart).toContain('stop at the 50-round cap; most often in');
    expect(apart).not.toContain('not clearly less often');
    const close = operatorTiers.answer!(result([0.95, 0.9, 0.85, 0.84], 0.5)).find((l) => l.startsWith('Round-cap draws'))!;
    expect(close).toContain('most often by estimate in');
    expect(close).toContain('(not clearly less often: ');
  });

  it('reads the bottom of the list from the ratings and their intervals', () => {
    expect(operatorTiers.answer!(result([], 0.2)).at(-1)).toMatch(/Lens rates clearly lowest here, -\d+ \(-\d+ to -\d+\) Elo points over its [\d,]+ games/);
    expect(operatorTiers.answer!(result([], 0.5)).at(-1)).not.toContain('Lens rates clearly lowest');
  });

  it('says the ranking is an order of point estimates and groups the entrants it does not tell apart', () => {
    // Lens clearly behind; the other four score 1/2 among themselves, so their intervals overlap.
    const ranking = operatorTiers.answer!(result([], 0.2))[0];
    expect(ranking).toContain('The order is of point estimates; not told apart (their intervals overlap): ');
    expect(ranking).toMatch(/The 2 tiers the intervals support, top to bottom: (Razor|Glitch|Velocity|Rampart)(, (Razor|Glitch|Velocity|Rampart)){3}; then Lens\.$/);
    expect(operatorTiers.answer!(result([], 0.5))[0]).not.toContain('tiers the intervals support');
  });
});

describe('sp-map-contact answer', () => {
  it('names the pairings not clearly apart from the earliest and latest first contact, and the sight shares with intervals', () => {
    const r = skeleton(mapContact, 100);
    const pairings = r.arms.filter((a) => a.coords?.A !== undefined && a.metrics.firstTargetRound && !a.vsBaseline);
    expect(pairings.length).toBeGreaterThan(3);
    pairings.forEach((a, i) => setMean(a, 'firstTargetRound', 10 + i, [9.8 + i, 10.2 + i]));
    setMean(pairings[1], 'firstTargetRound', 10.3, [9.9, 10.7]);
    const lines = mapContact.answer!(r);
    expect(lines[0]).toContain(`(${pairings[0].label}, `);
    // Each named pairing with its own games (a repeating mirror counts one a pair).
    expect(lines[0]).toMatch(new RegExp(`; not clearly later: ${pairings[1].label} 10\\.3 \\(9\\.9-10\\.7, (100|200) games\\)\\)`));
    const detail = lines.find((l) => l.includes('The earliest first contact by estimate'))!;
    expect(detail).toMatch(new RegExp(`not clearly later: ${pairings[1].label} 10\\.3 \\(9\\.9-10\\.7, (100|200) games\\)`));
    expect(lines[0]).toMatch(/SP-017: .* the most \d+% \(\d+-\d+%, [\d,]+ games\) of rounds/);
    expect(lines.join('\n')).toMatch(/the share of rounds in which Lens has a target [a-z ]+ from no blockers to x1\.5 \(\d+% \(\d+-\d+%\) to \d+% \(\d+-\d+%\), [\d,]+ games each\)/);
  });
});

describe('sp-armor-floor answer', () => {
  it('picks the largest gain by its exact value and names the cells tied with it', () => {
    const line = armorFloor.answer!(skeleton(armorFloor, 200000))[0];
    // ACC 5 against DODGE 3: floor 1 adds exactly 0.875 at RoF 3 and at RoF 4 against ARM 3.
    expect(line).toContain('to exactly +0.875 damage per attack at RoF 3, ARM 3 and RoF 4, ARM 3 (tied; simulated ');
  });
});

describe('sp-armor-floor-games answer', () => {
  it('gives the round-cap share of a matchup not replayed with its interval and games', () => {
    const line = armorFloorGames.answer!(skeleton(armorFloorGames, 75)).at(-1)!;
    expect(line).toMatch(/Razor vs Razor, where the heuristic stops \d+% \(\d+-\d+%, 150 games\) of floor-0 games at the cap/);
  });
});
