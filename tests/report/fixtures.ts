/**
 * Realistic saved results to build reports from, made the way the runner makes
 * them: counts from trials, Wilson intervals for proportions, normal intervals
 * for means and paired differences. Numbers are fixed, not sampled, so tests
 * can assert exact counts and sentences.
 */
import { RESULT_SCHEMA, type ArmResult, type DistributionMetric, type ExperimentResult, type MeanMetric, type ProportionMetric } from '../../src/sim/result.ts';
import { wilson, Z95 } from '../../src/stats/wilson.ts';

export function proportion(label: string, count: number, n: number): ProportionMetric {
  return { kind: 'proportion', label, n, count, p: count / n, ci: wilson(count, n) };
}

export function mean(label: string, unit: string, value: number, sd: number, n: number): MeanMetric {
  const half = (Z95 * sd) / Math.sqrt(n);
  return { kind: 'mean', label, unit, n, mean: value, sd, ci: [value - half, value + half] };
}

export function distribution(label: string, keys: string[], counts: number[]): DistributionMetric {
  const n = counts.reduce((sum, count) => sum + count, 0);
  return { kind: 'distribution', label, n, keys, counts, p: counts.map((count) => count / n), ci: counts.map((count) => wilson(count, n)) };
}

function base(overrides: Partial<ExperimentResult>): ExperimentResult {
  return {
    schema: RESULT_SCHEMA,
    experiment: {
      id: 'experiment',
      title: 'Experiment',
      question: 'Question?',
      source: { rulebook: '004_c41133d86b017ece.txt', section: '4.6 Firing', catalogue: ['JW-001'] },
      baseline: 'baseline',
    },
    tool: { name: 'playtest-lab', version: '0.1.0', commit: '4a4aa1b' },
    seed: 20240611,
    confidence: 0.95,
    chunkSize: 1000,
    stopReason: 'budget',
    target: { halfWidth: null, budget: 4000 },
    variants: {},
    sets: {},
    arms: [],
    charts: [],
    bands: [],
    command: 'playtest run experiments/experiment.ts --seed 20240611',
    shard: null,
    timing: { seconds: 12.5, trialsPerSecond: 1280, workers: 2 },
    ...overrides,
  };
}

const OUTCOMES = ['N', 'D', 'T', 'Q'];

/** A Jovian Wars firing pool: 4 arms, N/D/T/Q outcome distribution, mean damage with paired differences. */
export function jovianPoolResult(): ExperimentResult {
  const n = 4000;
  const pools: [string, string, number[], number, number][] = [
    ['standard-pool', 'Standard pool', [1480, 1320, 840, 360], 1.27, 1.1],
    ['reroll-blanks', 'Re-roll blanks', [1120, 1400, 1040, 440], 1.45, 1.12],
    ['plus-one-die', 'Plus one die', [1010, 1380, 1090, 520], 1.53, 1.15],
    ['exploding-sixes', 'Exploding sixes', [1430, 1330, 860, 380], 1.3, 1.12],
  ];
  const arms: ArmResult[] = pools.map(([id, label, counts, damage, sd], index) => ({
    id,
    label,
    params: { pool: id },
    trials: n,
    metrics: {
      outcome: distribution('Damage result', OUTCOMES, counts),
      damage: mean('Mean damage', 'damage points per attack', damage, sd, n),
      kill: proportion('Quad-damage chance', counts[3], n),
    },
    ...(index === 0
      ? {}
      : {
          vsBaseline: {
            damage: { diff: damage - pools[0][3], ci: [damage - pools[0][3] - 0.045, damage - pools[0][3] + 0.045], paired: true },
            kill: { diff: (counts[3] - pools[0][2][3]) / n, ci: [(counts[3] - pools[0][2][3]) / n - 0.012, (counts[3] - pools[0][2][3]) / n + 0.012], paired: true },
          },
        }),
  }));
  return base({
    experiment: {
      id: 'jovian-pool-upgrades',
      title: 'Jovian Wars: which pool upgrade is worth its points?',
      question: 'Does any firing-pool upgrade change the damage an AR-12 Vanguard deals to a cruiser?',
      source: { rulebook: '004_c41133d86b017ece.txt', section: '4.6 Firing pools', catalogue: ['JW-003', 'JW-004'] },
      baseline: 'standard-pool',
    },
    variants: { 'blank-rerolls': 'once-per-pool' },
    sets: { 'ar-12-vanguard.rof': 3 },
    arms,
    charts: [
      { kind: 'distribution', metric: 'outcome' },
      { kind: 'arms', metric: 'damage' },
      { kind: 'forest', metric: 'damage' },
      { kind: 'forest', metric: 'kill' },
    ],
    command: 'playtest run experiments/jovian-pool-upgrades.ts --seed 20240611 --set ar-12-vanguard.rof=3',
  });
}

/** A sweep of rate of fire 1-5 against armour 0-3: kill chance and mean damage per cell. */
export function rofArmorSweepResult(): ExperimentResult {
  const n = 2000;
  const arms: ArmResult[] = [];
  for (const armor of [0, 1, 2, 3]) {
    for (const rof of [1, 2, 3, 4, 5]) {
      const p = 1 - Math.pow(1 - Math.max(0.05, 0.5 - armor * 0.12), rof);
      const count = Math.round(p * n);
      arms.push({
        id: `rof-${rof}-armor-${armor}`,
        label: `RoF ${rof}, armour ${armor}`,
        params: { rof, armor },
        coords: { rof, armor },
        trials: n,
        metrics: {
          kill: proportion('Kill chance', count, n),
          damage: mean('Mean damage', 'damage points per volley', rof * Math.max(0.3, 1.1 - armor * 0.25), 1.3, n),
        },
      });
    }
  }
  return base({
    experiment: {
      id: 'rof-vs-armor',
      title: 'Jovian Wars: rate of fire against armour',
      question: 'How many shots does it take to crack each armour rating?',
      source: { rulebook: '004_c41133d86b017ece.txt', section: '4.7 Armour', catalogue: ['JW-010'] },
      baseline: 'rof-1-armor-0',
    },
    arms,
    charts: [
      { kind: 'sweep', metric: 'kill', x: 'rof', y: 'armor' },
      { kind: 'heatmap', metric: 'kill', x: 'rof', y: 'armor' },
      { kind: 'heatmap', metric: 'damage', x: 'rof', y: 'armor' },
    ],
    command: 'playtest sweep experiments/rof-vs-armor.ts --seed 20240611 --grid rof=1..5 --grid armor=0..3',
  });
}

export const FACTIONS = ['resurrectionists', 'dwarven-throng', 'fighters', 'ar-12-vanguard'];
export const FACTION_LABELS = ['Resurrectionists', 'Dwarven Throng', 'Fighters', 'AR-12 Vanguard'];

/** Win rates of each faction against each other, 4,000 paired games per pairing. */
export function matchupMatrixResult(): ExperimentResult {
  const n = 4000;
  const strength = [0.61, 0.48, 0.46, 0.45];
  const arms: ArmResult[] = [];
  FACTIONS.forEach((faction, row) =>
    FACTIONS.forEach((opponent, column) => {
      const p = row === column ? 0.5 : Math.min(0.9, Math.max(0.1, 0.5 + (strength[row] - strength[column]) * 1.5));
      arms.push({
        id: `${faction}-vs-${opponent}`,
        label: `${FACTION_LABELS[row]} vs ${FACTION_LABELS[column]}`,
        params: { faction, opponent },
        coords: { faction: FACTION_LABELS[row], opponent: FACTION_LABELS[column] },
        trials: n,
        metrics: { win: proportion('Win rate', Math.round(p * n), n) },
      });
    }),
  );
  return base({
    experiment: {
      id: 'faction-matchups',
      title: 'Faction matchups: who beats whom?',
      question: 'Is any faction pairing lopsided?',
      source: { rulebook: '003_a8f1c2.txt', section: '2.1 Warbands', catalogue: ['RR-009'] },
      baseline: 'resurrectionists-vs-resurrectionists',
    },
    arms,
    charts: [{ kind: 'matrix', metric: 'win', x: 'opponent', y: 'faction' }],
    bands: [{ metric: 'win', low: 0.45, high: 0.55 }],
    command: 'playtest run experiments/faction-matchups.ts --seed 20240611',
  });
}

/** "Is Resurrectionists too strong?": each faction's win rate against the field. */
export function factionWinRateResult(): ExperimentResult {
  const n = 4000;
  const wins = [2440, 1930, 2010, 1620];
  const arms: ArmResult[] = FACTIONS.map((faction, index) => ({
    id: faction,
    label: FACTION_LABELS[index],
    params: { warband: faction },
    trials: n,
    metrics: { win: proportion('Win rate against the field', wins[index], n) },
    ...(index === 1 ? {} : { vsBaseline: { win: { diff: (wins[index] - wins[1]) / n, ci: [(wins[index] - wins[1]) / n - 0.03, (wins[index] - wins[1]) / n + 0.03], paired: true } } }),
  }));
  return base({
    experiment: {
      id: 'resurrectionists-too-strong',
      title: 'Is Resurrectionists too strong?',
      question: 'Does the Resurrectionists warband win more than its share against the other warbands?',
      source: { rulebook: '003_a8f1c2.txt', section: '2.1 Warbands', catalogue: ['RR-009'] },
      baseline: 'dwarven-throng',
    },
    stopReason: 'precision',
    target: { halfWidth: 0.015, budget: 20000 },
    arms,
    charts: [
      { kind: 'arms', metric: 'win' },
      { kind: 'forest', metric: 'win' },
    ],
    bands: [{ metric: 'win', low: 0.45, high: 0.55 }],
    command: 'playtest run experiments/resurrectionists-too-strong.ts --seed 20240611 --agents greedy,greedy',
  });
}

export function allFixtures(): ExperimentResult[] {
  return [jovianPoolResult(), rofArmorSweepResult(), matchupMatrixResult(), factionWinRateResult()];
}
