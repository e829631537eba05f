/**
 * The seven Element stat lines a game plays with: the `stats` variant. `v03` is the printed table (Four Elements;
 * data/elements.json), `v02-plus1`/`v02-plus2` the reconstructed v02 (every Fury, Guile and Will +1 or +2: Change Log ›
 * Stat Adjustments, RR-024), and an open value `v03:TYPE.STAT=VALUE,...` is v03 with a designer's changes, so "what if
 * Fighters had Fury 8?" or "what if a Heavy cost 2?" is answered with full games without editing the data file.
 *
 * Example: profilesFor('v03:fighters.fury=8,heavy.cost=2')[FIGHTERS].fury -> 8.
 * A bad change is a one-line GameInputError naming the variant, the change and what is allowed.
 */
import { GameInputError } from '../../game/gameInputError.ts';
import { BAND, ELEMENT_TYPES, MAX_CHANGED_COST, PROFILES, RR_VARIANTS, WARD, type ElementProfile } from './rules.ts';

const STAT_CHANGES_PREFIX = RR_VARIANTS.stats.open.prefix;

/** Stats a change may set. Base size is left out: the board's geometry and the presets' deployment assume 20/40 mm. */
const CHECK_STATS = ['fury', 'guile', 'will'] as const;
const BAND_STATS = ['mov', 'rng'] as const;
const STATS = [...CHECK_STATS, ...BAND_STATS, 'cost'] as const;
/** Allowed band letters per band stat: a MOV of B-to-B would never move. */
const BAND_VALUES: Record<(typeof BAND_STATS)[number], readonly (keyof typeof BAND)[]> = { mov: ['S', 'M', 'L'], rng: ['B', 'S', 'M', 'L'] };
/** A Ward "cannot move or attack" (Four Elements › Ward): only its Will and cost mean anything. */
const WARD_STATS: readonly string[] = ['will', 'cost'];

const cache = new Map<string, readonly ElementProfile[]>();

/**
 * The stat lines of a `stats` value, made once per value (every game of a match shares them). Absent (an experiment
 * that compiles an attack with only the variants it studies): v03, the variant's default.
 */
export function profilesFor(stats: string | undefined): readonly ElementProfile[] {
  const key = stats ?? 'v03';
  let profiles = cache.get(key);
  if (!profiles) {
    profiles = makeProfiles(key);
    cache.set(key, profiles);
  }
  return profiles;
}

function makeProfiles(stats: string): readonly ElementProfile[] {
  if (stats === 'v03') return PROFILES;
  // The reconstruction shifts the three check stats of every type, a Ward's unused 21s too (never rolled).
  const shift = stats === 'v02-plus1' ? 1 : stats === 'v02-plus2' ? 2 : -1;
  if (shift > 0) return PROFILES.map((p) => ({ ...p, fury: p.fury + shift, guile: p.guile + shift, will: p.will + shift }));
  if (!stats.startsWith(STAT_CHANGES_PREFIX)) throw new GameInputError(`--variant stats must be one of v03, v02-plus1, v02-plus2, or ${RR_VARIANTS.stats.open.describe}; got '${stats}'`);
  const profiles = PROFILES.map((p) => ({ ...p }));
  const seen = new Set<string>();
  for (const change of stats.slice(STAT_CHANGES_PREFIX.length).split(',')) applyChange(profiles, change.trim(), seen, stats);
  return profiles;
}

function applyChange(profiles: ElementProfile[], change: string, seen: Set<string>, stats: string): void {
  const fail = (message: string): never => {
    throw new GameInputError(`--variant stats=${stats}: ${message}`);
  };
  const match = /^([a-z]+)\.([a-z]+)=(\S+)$/.exec(change);
  if (!match) fail(`cannot read '${change}'; write TYPE.STAT=VALUE, e.g. fighters.fury=8 (changes separated by commas)`);
  const [, typeName, stat, value] = match as RegExpExecArray;
  const type = ELEMENT_TYPES.indexOf(typeName as (typeof ELEMENT_TYPES)[number]);
  if (type < 0) fail(`unknown Element type '${typeName}' in '${change}'; allowed: ${ELEMENT_TYPES.join(', ')}`);
  if (!(STATS as readonly string[]).includes(stat)) fail(`unknown stat '${stat}' in '${change}'; allowed: ${STATS.join(', ')}`);
  if (type === WARD && !WARD_STATS.includes(stat)) fail(`'${change}': a Ward cannot move or attack (Four Elements › Ward); its stats: ${WARD_STATS.join(', ')}`);
  const key = `${typeName}.${stat}`;
  if (seen.has(key)) fail(`${key} is changed twice; give it once`);
  seen.add(key);
  const profile = profiles[type];
  if (stat === 'mov' || stat === 'rng') {
    const allowed = BAND_VALUES[stat];
    if (!(allowed as readonly string[]).includes(value)) fail(`${key} must be one of ${allowed.join(', ')}; got '${value}'`);
    profile[stat] = BAND[value as keyof typeof BAND];
    return;
  }
  const [low, high] = stat === 'cost' ? [1, MAX_CHANGED_COST] : [1, 20];
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < low || number > high) fail(`${key} must be a whole number from ${low} to ${high}; got '${value}'`);
  profile[stat as 'fury' | 'guile' | 'will' | 'cost'] = number;
}
