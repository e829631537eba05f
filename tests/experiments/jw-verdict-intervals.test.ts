/**
 * Jovian Wars verdicts follow their intervals (experiments/jovian-wars): each answer is given a small made-up result
 * and must word its verdict from the intervals, not from the estimates alone or a sentence written for one run.
 * - jw-renowned: the Renowned share's cost is a difference of two margins from the same games, printed with the
 *   half-widths-added interval; "moves slightly" became the intervals' far end.
 * - jw-squadron-damage: the readings' paired differences, "more the bigger the pool" only when base 6's is clearly
 *   above base 3's; no ratio percentages.
 * - jw-decided: each fleet size sorted by its own shares; neighbours whose intervals overlap are not ranked.
 * - jw-close-attacks: the Ram's toll on the rammer read from its intervals; "the most" squadron lost only when clear;
 *   no Bombing Run ratio without an interval.
 * - jw-fast: no Fuel-per-test ratio without an interval; jw-dogfight-commits: the whole-game figures quoted as the
 *   earlier figures they are, with their intervals.
 * - jw-opposed-readings, jw-gravity-wells, jw-interception-limit, jw-game-facts, jw-table-size: each condition tied
 *   to its interval.
 * Metrics the answers read but these tests do not set come from a Proxy with a neutral value.
 */
import { describe, expect, it } from 'vitest';
import renowned from '../../experiments/jovian-wars/renowned.ts';
import squadronDamage from '../../experiments/jovian-wars/squadron-damage.ts';
import decided from '../../experiments/jovian-wars/decided.ts';
import closeAttacks, { ARMS as CLOSE_ARMS, ramArmId, squadronArmId } from '../../experiments/jovian-wars/close-attacks.ts';
import fast from '../../experiments/jovian-wars/fast.ts';
import dogfight, { ARMS as DOGFIGHT_ARMS } from '../../experiments/jovian-wars/dogfight-commits.ts';
import opposed from '../../experiments/jovian-wars/opposed-readings.ts';
import wells, { ARMS as WELL_ARMS } from '../../experiments/jovian-wars/gravity-wells.ts';
import limit, { ARMS as LIMIT_ARMS } from '../../experiments/jovian-wars/interception-limit.ts';
import facts, { ARMS as FACT_ARMS } from '../../experiments/jovian-wars/game-facts.ts';
import tableSize, { ARMS as TABLE_ARMS } from '../../experiments/jovian-wars/table-size.ts';
import { METRIC, RAM_ARCS, RAM_STRUCTURES, SQUADRONS } from '../../experiments/jovian-wars/_closeAttacks.ts';
import { SUBSYSTEM_IDS } from '../../src/systems/jovian-wars/complexity.ts';
import type { Difference, DistributionMetric, ExperimentResult, MeanMetric, MetricResult, ProportionMetric } from '../../src/sim/result.ts';

/** A mean over n trials with a 95% interval of +/- half. */
const mean = (value: number, half: number, n: number): MeanMetric => ({ kind: 'mean', label: '', unit: '', n, mean: value, sd: (half / 1.96) * Math.sqrt(n), ci: [value - half, value + half] });
/** A share of n trials with a 95% interval of +/- half. */
const share = (p: number, half: number, n: number): ProportionMetric => ({ kind: 'proportion', label: '', n, count: Math.round(p * n), p, ci: [Math.max(0, p - half), Math.min(1, p + half)] }) as ProportionMetric;
const change = (diff: number, half: number): Difference => ({ diff, ci: [diff - half, diff + half], paired: true }) as Difference;

type Arm = { id: string; label?: string; coords?: Record<string, unknown>; baseline?: string | null };
/**
 * A result with these arms: `metric` and `vs` give the metrics and the differences from the baseline the test sets,
 * returning undefined for the rest, which get `fallback` (a Proxy, so an answer may read any metric).
 */
function fake(
  arms: readonly Arm[],
  trials: number,
  metric: (arm: Arm, id: string) => MetricResult | undefined,
  vs: (arm: Arm, id: string) => Difference | undefined = () => undefined,
  fallback: (id: string) => MetricResult = () => mean(1, 0.1, trials),
  extra: Partial<ExperimentResult> = {},
): ExperimentResult {
  const lookup = <T>(get: (id: string) => T) => new Proxy({}, { get: (_, id) => (typeof id === 'string' ? get(id) : undefined) });
  return {
    seed: 1,
    sets: {},
    ...extra,
    arms: arms.map((arm) => ({
      id: arm.id,
      label: arm.label ?? arm.id,
      coords: arm.coords,
      trials,
      baselineArm: arm.baseline ?? undefined,
      metrics: lookup((id) => metric(arm, id) ?? fallback(id)),
      vsBaseline: arm.baseline ? lookup((id) => vs(arm, id) ?? change(0, 0.01)) : undefined,
    })),
  } as unknown as ExperimentResult;
}

describe('jw-renowned answer', () => {
  const arms = [{ id: 'plain' }, { id: 'renowned-1', baseline: 'plain' }, { id: 'renowned-2', baseline: 'plain' }];
  const result = (half: number, fire: [number, number]) =>
    fake(
      arms,
      2000,
      (arm, id) =>
        id === 'margin' ? mean(arm.id === 'plain' ? -4 : -6, 2, 2000) : id === 'marginPlain' ? mean(-4, 2, 2000) : id === 'shareEffect' ? mean(-2, half, 2000) : id.startsWith('ship') || id.startsWith('flipped') ? mean(0.1, 0.01, 2000) : undefined,
      (arm, id) => (id === 'shipTargeted' ? change(...fire) : undefined),
    );
  const verdict = (r: ExperimentResult) => renowned.answer!(r).find((l) => l.startsWith('JW-113 verdict'))!;

  it("gives the share's cost from its per-pair interval and a word only when it excludes 0", () => {
    // The two margins' intervals (+/- 2) overlap; the paired effect's own interval decides.
    const tight = verdict(result(0.5, [-0.009, 0.004]));
    expect(tight).toContain("changes the Renowned side's margin by -2.0 VP (-2.5 to -1.5, 2,000 pairs) / -2.0 VP (-2.5 to -1.5, 2,000 pairs) (a cost the interval supports / a cost the interval supports;");
    const wide = verdict(result(3, [-0.009, 0.004]));
    expect(wide).toContain('-2 VP (-5 to +1, 2,000 pairs)');
    expect(wide).toContain('neither separated from 0');
    expect(wide).not.toMatch(/costs the Renowned side/);
  });

  it('says Renowned helps its owner only at a multiplier whose score interval is above 0, and weighs the Skill against the share only by the margin', () => {
    // x1's score change spans 0; x2's is clear of it; neither margin change is.
    const r = fake(
      arms,
      2000,
      (arm, id) => (id === 'shareEffect' ? mean(-2, 0.2, 2000) : undefined),
      (arm, id) => (id === 'scoreA' ? (arm.id === 'renowned-1' ? change(0.01, 0.015) : change(0.02, 0.019)) : id === 'margin' ? change(0, 2) : undefined),
    );
    const text = verdict(r);
    expect(text).toContain('Given for free, as here, at x1 it is not shown to help or hurt its owner; at x2 it raises its owner\'s score, but its margin (0 VP (-2 to +2, 2,000 pairs)) does not show the Skill outweighing the points the share hands over.');
    expect(text).not.toContain('Renowned helps its owner: the Skill is worth more');
    // The score's unit is said once: "by +0.02 points per game", not "+0.02 in A's score".
    expect(renowned.answer!(r).join('\n')).not.toMatch(/in A's score/);
  });

  it('says how far the fire at the ship moves from the intervals, not "slightly"', () => {
    // -0.9 pp +/- 0.4: the far end 1.3 pp.
    expect(verdict(result(0.5, [-0.009, 0.004]))).toContain('moves, by at most 1.3 percentage points');
    expect(verdict(result(0.5, [-0.05, 0.01]))).toContain('moves, by at most 6.0 percentage points');
    expect(verdict(result(0.5, [-0.05, 0.01]))).not.toContain('slightly');
  });
});

describe('jw-squadron-damage answer', () => {
  const SCALES = ['1-2-3', '1-2-4', '1-3-5'];
  const arms = SCALES.flatMap((scale) => [2, 3, 4, 5, 6].map((base) => ({ id: `base${base}-${scale}`, coords: { base, scale }, baseline: scale === '1-2-3' ? null : `base${base}-1-2-3` })));
  const result = (at3: number, at6: number, half: number) =>
    fake(
      arms,
      524288,
      (arm) => mean(0.5 * Number(arm.coords!.base), 0.002, 524288),
      (arm) => (arm.coords!.base === 2 ? change(0, 0.001) : arm.coords!.base === 3 ? change(at3, half) : arm.coords!.base === 6 ? change(at6, half) : change(0.1, half)),
    );

  it('says "more the bigger the pool" only when the base-6 difference is clearly above the base-3 one, with no ratio', () => {
    const clear = squadronDamage.answer!(result(0.028, 0.426, 0.003))[0];
    expect(clear).toMatch(/^The unwritten values matter more the bigger the pool \(the base-6 difference clearly above the base-3 one\): against 1-2-3, 1-3-5 deals \+0\.028 damage per attack \(\+0\.025 to \+0\.031, 524,288 attacks\) at base 3/);
    expect(clear).not.toMatch(/\d% more/);
    const close = squadronDamage.answer!(result(0.03, 0.04, 0.02))[0];
    expect(close).toMatch(/^The unwritten values are not shown to matter more the bigger the pool/);
    expect(close).toContain('At base 2 no reading differs clearly from 1-2-3');
  });

  it('prints the base-3 means it compares', () => {
    expect(squadronDamage.answer!(result(0.028, 0.426, 0.003))[1]).toContain('base 3: 1-2-3 1.500 (1.498 to 1.502, 524,288 attacks)');
  });
});

describe('jw-decided answer', () => {
  const K = SUBSYSTEM_IDS.length;
  const k = (id: string) => {
    const at = SUBSYSTEM_IDS.indexOf(id as (typeof SUBSYSTEM_IDS)[number]);
    if (at < 0) throw new Error(`no subsystem ${id}`);
    return at;
  };
  /** A distribution over the subsystems with these shares (the rest 0) and intervals of +/- half. */
  const dist = (shares: Record<string, number>, half: number): DistributionMetric => {
    const p = Array.from({ length: K }, () => 0);
    for (const [id, v] of Object.entries(shares)) p[k(id)] = v;
    return { kind: 'distribution', label: '', n: 1000, keys: [...SUBSYSTEM_IDS], counts: p.map((v) => Math.round(v * 1000)), p, ci: p.map((v) => [Math.max(0, v - half), v + half] as [number, number]) };
  };
  /** A per-game distribution over 8 keys (turns, endings) with its first key at 1. */
  const perGame = (): DistributionMetric => ({ kind: 'distribution', label: '', n: 16, keys: [], counts: [16, 0, 0, 0, 0, 0, 0, 0], p: [1, 0, 0, 0, 0, 0, 0, 0], ci: Array.from({ length: 8 }, () => [0, 1] as [number, number]) });
  const arms = [{ id: 'tv150', label: '150 TV' }, { id: 'tv250', label: '250 TV' }, { id: 'tv500', label: '500 TV' }];
  const dice = [
    { fire: 0.5, 'damage-control': 0.09, 'special-actions': 0.06 },
    { fire: 0.5, 'damage-control': 0.07, 'special-actions': 0.068 },
    { fire: 0.5, 'damage-control': 0.06, 'special-actions': 0.07 },
  ];
  const result = fake(arms, 8, (arm, id) => (id === 'diceBySubsystem' ? dist(dice[arms.indexOf(arm as (typeof arms)[number])], 0.004) : id.endsWith('BySubsystem') ? dist({ fire: 0.5 }, 0.01) : undefined), undefined, (id) =>
    id === 'gameEnd' || id === 'settledTurn' || id.startsWith('standing') ? perGame() : mean(1, 0.1, 8),
  );

  it('sorts each fleet size by its own shares and ranks only neighbours whose intervals are apart', () => {
    const line = decided.answer!(result).find((l) => l.startsWith('JW-001, the subsystems by their share of all dice'))!;
    expect(line).toBeDefined();
    const at = (label: string) => line.slice(line.indexOf(`${label}:`)).split(';')[0];
    // 150 TV: Damage Control 9% above Other Actions 6%, intervals apart.
    expect(at('150 TV')).toMatch(/Damage Control 9\.0% \([^)]*\), Other Actions 6\.0%/);
    // 250 TV: 7% and 6.8%, intervals of +/- 0.4 points overlap: not ranked.
    expect(at('250 TV')).toMatch(/Damage Control 7\.0% \([^)]*\) not clearly apart from Other Actions 6\.8%/);
    // 500 TV: its own order, Other Actions first.
    expect(at('500 TV')).toMatch(/Other Actions 7\.0% \([^)]*\), Damage Control 6\.0%/);
    expect(line).not.toContain('ranked by their share');
  });
});

describe('jw-close-attacks answer', () => {
  const N = 65536;
  const HEAD_ON = [0.442, 0.72, 0.907, 0.984, 0.9995];
  const SIDE = [0.166, 0.445, 0.72, 0.907, 0.984];
  const result = (rammerLost: (s: number, arc: string) => number, squadronLost: readonly number[], half = 0.004) =>
    fake(
      CLOSE_ARMS.map((a) => ({ id: a.id, coords: a.coords, baseline: a.baseline ?? null })),
      N,
      (arm, id) => {
        if (id === METRIC.attackerLost) {
          for (const s of RAM_STRUCTURES) for (const arc of RAM_ARCS) if (arm.id === ramArmId(s, arc, 'undamaged')) return share(rammerLost(s, arc), half, N);
          const i = SQUADRONS.findIndex(({ squadron }) => arm.id === squadronArmId(squadron, 'bombing-run'));
          if (i >= 0) return share(squadronLost[i], half, N);
        }
        return undefined;
      },
      () => change(1, 0.01),
      (id) => (id === METRIC.damage || id === METRIC.attackerDamage ? mean(0.5, 0.004, N) : share(0.3, 0.004, N)),
    );
  const ram = (r: ExperimentResult) => closeAttacks.answer!(r).find((l) => l.startsWith('JW-011 verdict'))!;
  const run = (r: ExperimentResult) => closeAttacks.answer!(r).find((l) => l.startsWith('JW-016 verdict'))!;
  const structureAt = (list: readonly number[]) => (s: number) => list[RAM_STRUCTURES.indexOf(s as (typeof RAM_STRUCTURES)[number])];
  const asRun = (s: number, arc: string) => structureAt(arc === 'side' ? SIDE : HEAD_ON)(s);

  it("words the Ram's toll on the rammer from its intervals", () => {
    const text = ram(result(asRun, [0.02, 0.0067, 0.03, 0.195]));
    expect(text).not.toContain('it is lethal to the rammer (');
    expect(text).toContain('it is lethal only in part: out (Crippled or Destroyed) in more than 9 Rams in 10 (the interval\'s lower end) head-on at Structure 4 / 5 / 6 and into the side at Structure 5 / 6');
    expect(text).toContain('in fewer than half (the upper end) head-on at Structure 2 (44.2% (43.8-44.6%)) and into the side at Structure 2 / 3 (16.6% (16.2-17.0%) / 44.5% (44.1-44.9%))');
    expect(text).toContain('clearly more so head-on than into the side at every Structure, and clearly more so at each step up in Structure');
    expect(ram(result(() => 0.97, [0.02, 0.0067, 0.03, 0.195]))).toContain('it is lethal: out (Crippled or Destroyed) in more than 9 Rams in 10 at every Structure and arc');
  });

  it('names the squadron lost most only when its interval is above every other, and gives no bare ratio', () => {
    const clear = result(asRun, [0.02, 0.0067, 0.03, 0.195]);
    expect(run(clear)).toContain('lost in 0.7% (0.3-1.1%) to 19.5% (19.1-19.9%) of runs (the CEGA Fighter Squadron, Structure 2, clearly the most;');
    expect(run(result(asRun, [0.02, 0.0067, 0.19, 0.195]))).toContain('(no squadron clearly the most;');
    expect(closeAttacks.answer!(clear).find((l) => l.startsWith('JW-016, Bombing Run'))).not.toMatch(/\d\.\d+x; difference/);
  });
});

describe('jw-fast answer', () => {
  const arms = ['plain', 'squadrons-full', 'squadrons-full-boost3', 'squadrons-interception', 'ships-full', 'ships-interception'].map((id) => ({ id, baseline: id === 'plain' ? null : 'plain' }));
  const result = fake(arms, 5000, (arm, id) => (id === 'tests' ? mean(arm.id.startsWith('ships') ? 1.65 : 10.21, 0.05, 5000) : id === 'fuelLost' ? mean(arm.id.startsWith('ships') ? 1.03 : 5.78, 0.04, 5000) : undefined));

  it('gives the Skill Tests and the Fuel lost with their intervals, not their ratio without one', () => {
    const verdict = fast.answer!(result).find((l) => l.startsWith('JW-129 verdict'))!;
    expect(verdict).toContain('5.78 Fuel per game (5.74 to 5.82, 5,000 pairs) in 10.21 Skill Tests per game (10.16 to 10.26, 5,000 pairs) against Fast squadrons');
    expect(verdict).not.toMatch(/\d Fuel per test/);
  });

  it("names each reading's word once, with the score's unit once", () => {
    const text = fast.answer!(result).join('\n');
    expect(text).not.toMatch(/in A's score/);
    expect(text).not.toMatch(/(a (?:gain|loss) the 95% interval supports); \1/);
    expect(text).toContain("A's score changes by 0.00 points per game (-0.01 to +0.01, 5,000 pairs) against the plain list (no change the 95% interval supports)");
  });
});

describe('jw-dogfight-commits answer', () => {
  it('quotes the whole-game figures as earlier ones, with their intervals and where they come from', () => {
    const result = fake(DOGFIGHT_ARMS.map((a) => ({ id: a.id, coords: a.coords })), 16, () => undefined, undefined, () => share(0.3, 0.1, 16), { seed: 1 });
    const finding = dogfight.answer!(result).find((l) => l.startsWith('Engine finding'))!;
    expect(finding).toContain('the CEGA Battle Group mirror 0.64 (0.62-0.66) and the Jovian Strike Group mirror 0.59 (0.57-0.61)');
    expect(finding).toContain('earlier figures, not measured by this experiment');
  });
});

describe('jw-opposed-readings answer', () => {
  const arms = ['steps', 'one-set'].flatMap((reading) => [1, 2, 3, 4].map((pd) => ({ id: `pd${pd}-${reading}`, label: `PD ${pd}, ${reading}`, coords: { pointDefence: pd, reading }, baseline: reading === 'steps' ? null : `pd${pd}-steps` })));
  const result = (diffs: readonly number[], half: number) =>
    fake(arms, 524288, () => undefined, (arm) => change(diffs[Number(arm.coords!.pointDefence) - 1], half), () => mean(0.5, 0.002, 524288), { sets: { missile: 4 } } as Partial<ExperimentResult>);

  it('says the bullets matter only when some interval excludes 0, and "most at" only when it is clearly the largest', () => {
    expect(opposed.answer!(result([-0.017, -0.017, -0.041, -0.051], 0.0025))[0]).toContain('clearly changes a base-4 missile\'s damage in 4 of 4 point-defence sizes, most at PD 4:');
    const none = opposed.answer!(result([0.001, -0.001, 0.0005, -0.0015], 0.0025));
    expect(none[0]).toMatch(/^The blank bullets are not shown to matter here: .* in none of 4 point-defence sizes \(the largest estimate at PD 4, not clearly larger than every other:/);
    expect(opposed.answer!(result([-0.017, -0.017, -0.050, -0.051], 0.0025))[0]).toContain('the largest estimate at PD 4, not clearly larger than every other');
  });
});

describe('jw-gravity-wells answer', () => {
  const result = (fore: number, aft: number) =>
    fake(WELL_ARMS.map((a) => ({ id: a.id, baseline: a.baseline ?? null })), 600, (arm, id) => (id === 'planetFore' ? mean(fore, 0.01, 600) : id === 'planetAft' ? mean(aft, 0.01, 600) : undefined));
  const verdict = (r: ExperimentResult) => wells.answer!(r).find((l) => l.startsWith('JW-136 verdict'))!;

  it('calls the planet rare, common or "not clearly rare" from the interval of its two triggers together', () => {
    expect(verdict(result(0.024, 0.005))).toContain('rare in these games (under 10% of movements)');
    // 6.5% + 2%, each +/- 1 point: 8.5 (6.5 to 10.5) per cent reaches 10%.
    expect(verdict(result(0.065, 0.02))).toContain("The planet's Speed change is not clearly rare: it acts on 9 per cent (7 to 11, 600 pairs) of the movements (Front and Aft Arc together), an interval that reaches 10%.");
    expect(verdict(result(0.1, 0.03))).toContain('The planet changes the Speed of a tenth of the movements or more: 13 per cent (11 to 15, 600 pairs)');
  });
});

describe('jw-interception-limit answer', () => {
  const result = (forbidden: [number, number], onward: [number, number]) =>
    fake(LIMIT_ARMS.map((a) => ({ id: a.id, baseline: a.baseline ?? null })), 500, (arm, id) => (id === 'forbidden' ? mean(...forbidden, 500) : id === 'forbiddenOnward' ? mean(...onward, 500) : undefined));
  const verdict = (r: ExperimentResult) => limit.answer!(r).find((l) => l.startsWith('JW-131 verdict'))!;

  it('says the limit binds only when its interval clears 0, and "would forbid more" only when the difference does', () => {
    const touching = verdict(result([0.02, 0.03], [0.3, 0.05]));
    expect(touching).toContain('the limit bound in some of these games, at a rate the interval does not separate from 0');
    expect(touching).not.toContain('binds rarely');
    expect(touching).toContain('it would forbid clearly more with every fleet (the CEGA Battle Group +0.28 interceptions per game (+0.20 to +0.36, 500 pairs);');
    const overlapping = verdict(result([0.28, 0.04], [0.3, 0.05]));
    expect(overlapping).toContain('the limit binds: 0.28 Reactive Interceptions per game (0.24 to 0.32, 500 pairs)');
    expect(overlapping).toContain('it would not clearly forbid more (the CEGA Battle Group +0.02 interceptions per game (-0.07 to +0.11, 500 pairs);');
  });

  it("gives the score's change in its own unit, once", () => {
    const text = limit.answer!(result([0.28, 0.04], [0.3, 0.05])).join('\n');
    expect(text).toContain("Lifting the limit changes A's score by 0.00 points per game (-0.01 to +0.01, 500 pairs)");
    expect(text).not.toMatch(/in A's score/);
  });
});

describe('jw-game-facts answer', () => {
  const result = (seat: number, half: number) =>
    fake(FACT_ARMS.map((a) => ({ id: a.id, label: a.label, coords: a.coords })), 1500, (_, id) => (id === 'seat0Score' ? mean(seat, half, 1500) : undefined), undefined, (id) =>
      mean(id.endsWith('Of') ? 10 : 1, 0.1, 1500),
    );
  const seatLine = (r: ExperimentResult) => facts.answer!(r).find((l) => l.startsWith('JW-122'))!;

  it('calls the first-activation advantage small only when the interval\'s upper end is below 0.55', () => {
    expect(seatLine(result(0.525, 0.02))).toContain(': a small first-activation advantage, clearly above 1/2 and below 0.55 (the interval\'s upper end)');
    const large = seatLine(result(0.6, 0.02));
    expect(large).toContain(': a first-activation advantage, clearly above 1/2');
    expect(large).not.toContain('small');
  });

  it("labels each arm from its interval, not from the rounded text: an upper end of 0.4968 is clearly below 1/2, one of 0.5039 is not", () => {
    // The committed run's CAP Patrol (0.482, 0.4672 to 0.4968) and Venusian Raiders (0.492, 0.4801 to 0.5039): both print an upper end of 0.50.
    const seat = (arm: Arm) => (arm.id === 'cap-patrol' ? mean(0.482, 0.0148, 1500) : arm.id === 'raiders' ? mean(0.492, 0.0119, 1500) : mean(0.5, 0.02, 1500));
    const r = fake(FACT_ARMS.map((a) => ({ id: a.id, label: a.label, coords: a.coords })), 1500, (arm, id) => (id === 'seat0Score' ? seat(arm) : undefined), undefined, (id) => mean(id.endsWith('Of') ? 10 : 1, 0.1, 1500));
    const line = seatLine(r);
    const byArm = line.slice(line.indexOf('By arm: '), line.indexOf('. The mirrors')).split('; ');
    const part = (id: string) => byArm.find((p) => p.includes(FACT_ARMS.find((a) => a.id === id)!.label!))!;
    expect(part('cap-patrol')).toMatch(/\(clearly below 1\/2\)$/);
    expect(part('raiders')).not.toContain('clearly');
  });
});

describe('jw-table-size answer', () => {
  const result = (vs: (arm: Arm, id: string) => Difference | undefined) =>
    fake(TABLE_ARMS.map((a) => ({ id: a.id, baseline: a.baseline ?? null })), 1500, (arm, id) => (id === 'seat0' ? mean(0.5, 0.02, 1500) : id === 'killed' ? mean(arm.id === 'battle-72' ? 0.47 : 0.6, 0.004, 1500) : undefined), vs);
  const verdict = (r: ExperimentResult) => tableSize.answer!(r).find((l) => l.startsWith('JW-111 verdict'))!;

  it('calls the size a real setting, fewer exchanges and a list judged on one size only when the intervals show it', () => {
    const flat = verdict(result(() => change(0, 0.01)));
    expect(flat).toContain('JW-111 verdict: the table\'s size is not shown to matter here: none of the 30 paired changes against 48" above is clear of 0.');
    expect(flat).toContain('The same lists\' balance does not clearly move with the table');
    expect(flat).not.toContain('judged on that size only');
    // Less TV lost on 72", but the attacks resolved not clearly fewer.
    const closing = verdict(result((arm, id) => (arm.id === 'battle-72' && id === 'killed' ? change(-0.12, 0.01) : undefined)));
    expect(closing).toContain('the table\'s size is a real setting, not a detail: 1 of the 30 paired changes');
    expect(closing).toContain('though the attacks resolved do not clearly fall (0.00 attacks per game (-0.01 to +0.01, 1,500 pairs))');
    expect(closing).not.toContain('fewer exchanges');
  });

  it('prints the paired change that is not clear of 0 with its interval, not only the count of those that are', () => {
    const r = result((arm, id) => (arm.id === 'battle-36' && id === 'scoreA' ? change(-0.01, 0.02) : change(0.1, 0.01)));
    expect(verdict(r)).toContain('29 of the 30 paired changes against 48" above (length, ended early, winning margin, TV lost, A\'s score) are clear of 0; not clear of 0: 36" battle fleets, A\'s score -0.01 points (-0.03 to +0.01, 1,500 pairs).');
    const battle = tableSize.answer!(r).find((l) => l.startsWith('JW-111, battle fleets (250 TV), paired'))!;
    expect(battle).toMatch(/36" against 48": length [^;]*, TV lost [^;]* \(not clear of 0: A's score -0\.01 points \(-0\.03 to \+0\.01, 1,500 pairs\)\); 60"/);
  });
});
