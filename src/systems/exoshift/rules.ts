/**
 * Exoshift: Tactics (`001_9ac883e80b2d20e9.txt`, playtest v0.53), the rules
 * constants and every reading the rulebook leaves open, as named variants
 * (default first). Catalogue ids (EX-0xx) are `PLAYTEST-QUESTIONS.md`, EX (c).
 */
import type { GameVariant } from '../../game/definition.ts';
import { STAT_CHANGES_DESCRIBE, STAT_CHANGES_PREFIX } from './statChanges.ts';

/** "Exoshift plays best on a table surface of 4 feet by 6 feet" (Playing the Game › The Tabletop), in inches. */
export const TABLE_WIDTH = 72;
export const TABLE_DEPTH = 48;
/**
 * Table sizes (variant table, EX-015; Playing the Game › The Tabletop: "plays best on a table surface of 4 feet by 6
 * feet (4' x 6'), but games can be played on tables as small as 2' x 3'"): width x depth in inches, sides on the long edges.
 */
export const TABLE_SIZES = { '6x4': [72, 48], '3x2': [36, 24], '4x4': [48, 48], '8x5': [96, 60] } as const satisfies Record<string, readonly [number, number]>;
/** Deployment zones: a 12" strip along each long edge (Missions › Control Points: long table edges; depth illustrative). */
export const DEPLOYMENT_DEPTH = 12;

/** Point Blank Range: within 2", range modifiers ignored, +2 Combat (Combat › Check Range). */
export const POINT_BLANK = 2;
export const POINT_BLANK_BONUS = 2;
/** Obscured: -1 Combat, never more (Combat › Obscured). */
export const OBSCURED_PENALTY = 1;
/** Cover: Light +1, Heavy +2 (Combat › Cover); a model is in cover within 1" of the covering terrain. */
export const COVER_BONUS = [0, 1, 2] as const;
export const COVER_REACH = 1;
/** Stunned: attacks at -2 Combat (Casualties › Stunned). Downed: +1 Combat to hit them, -1 Defense (Shooting at Downed models). */
export const STUNNED_PENALTY = 2;
/** Indirect: -1 Combat with direct LoS, -2 without (Weapons › Indirect Fire). */
export const INDIRECT_PENALTY_LOS = 1;
export const INDIRECT_PENALTY_BLIND = 2;
/** Spotter: +2 to Quality tests to spot (Weapons › Indirect Fire). */
export const SPOTTER_BONUS = 2;
/** Assault: must end within 1" of the target (Assaults). */
export const ASSAULT_REACH = 1;

/** Casualty table bands (Casualties › Casualty Table), the order of `casualtyBand` in src/dice/casualty.ts. */
export const UNHURT = 0;
export const STUNNED = 1;
export const DOWNED = 2;
export const WOUNDED = 3;
export const INCAPACITATED = 4;
export const DESTROYED = 5;

/** Control Points: players + 3 markers (2 players: 5), more than 12" apart, not within 8" of an edge; 10 VP per player to win. */
export const CONTROL_POINTS = 5;
export const CONTROL_POINT_SPACING = 12;
export const CONTROL_POINT_EDGE = 8;
export const CONTROL_POINT_REACH = 6;
export const CONTROL_POINTS_TO_WIN = 20;
/** Objective Grab: 6 tokens per half, 6" apart; secure within 3" of a side edge, not within 8" of a deployment edge; 7 VP wins. */
export const GRAB_TOKENS_PER_SIDE = 6;
export const GRAB_SPACING = 6;
export const GRAB_SIDE_REACH = 3;
export const GRAB_DEPLOYMENT_GAP = 8;
export const GRAB_TO_WIN = 7;
export const GRAB_CARRIED_VP = 1;
export const GRAB_SECURED_VP = 3;
/** Base-to-base, as a distance between model centres for the 30 mm bases the game uses (about 1.2"). */
export const BASE_CONTACT = 1.5;

/** Reserves: arrival numbers 0-9; +1 at the start of every round, then a test (d10 <= number) to become On Ready; 1 CP buys +1. */
export const MAX_ARRIVAL = 9;
export const ARRIVAL_BOOST_CP = 1;
/** The arrival test (Reserves; Rolling the Dice › tests: equal to or less than the number succeeds). */
export const arrivalPasses = (face: number, arrivalNumber: number): boolean => face <= arrivalNumber;

/**
 * The expected round in which a unit placed in Reserve with arrival number
 * `start` becomes On Ready, exactly: round r tests start + r, so
 * E = sum over k >= 0 of P(not arrived after k rounds). Counts faces with
 * `arrivalPasses`, the engine's own test. Example: expectedArrivalRound(0) = 3.66021568.
 */
export function expectedArrivalRound(start: number): number {
  let expected = 0;
  let waiting = 1;
  for (let round = 1; waiting > 0; round++) {
    expected += waiting;
    let passes = 0;
    for (let face = 1; face <= 10; face++) if (arrivalPasses(face, start + round)) passes++;
    waiting *= 1 - passes / 10;
  }
  return expected;
}

/**
 * The action bookkeeping on a unit's own Disruption (Actions): a Primary action
 * "removes 1 Disruption from itself before doing anything else" (Primary
 * Actions); "Any time a unit takes a secondary action, increase its Disruption
 * by 1" (Secondary Actions); Recover removes d5 more, and 1 more again "if no
 * enemy units are in LoS" (the printed "1 CP" read as 1 Disruption, EX-029);
 * a Rest whose Morale test passes removes 1, the test at Morale +1 when every
 * model is in cover (Secondary Actions List).
 */
export const PRIMARY_DISRUPTION_REMOVED = 1;
export const SECONDARY_DISRUPTION_ADDED = 1;
export const RECOVER_UNSEEN_BONUS = 1;
export const REST_DISRUPTION_REMOVED = 1;
export const REST_COVER_BONUS = 1;
/** A Primary Interact that does not move: "If the unit does not move, it may Interact twice" (Special Actions › Interact). */
export const INTERACTS_IN_PLACE = 2;

/** Hunker Down's move and Rest's move, in inches (Actions › Primary Actions List, Secondary Actions List). */
export const HUNKER_MOVE_INCHES = 2;
export const REST_MOVE_INCHES = 1;
/** The Army Leader's Morale reroll: "You may spend 1 CP to reroll any morale tests by units under its command" (Command Traits). */
export const ARMY_LEADER_REROLL_CP = 1;
/** The Routed unit's stay-put test bought: "A player may spend 1 CP to automatically pass the Quality test" (Morale › Routed). */
export const ROUT_PASS_CP = 1;

/**
 * Variant casualtyVp=per-model (EX-039; ILLUSTRATIVE, the rulebook prints no casualty VP): the VP a side loses per model
 * lost (Destroyed, fled, Incapacitated), and per Incapacitated model stabilised by a Medic or Doctor ("This reduces the
 * VP loss", Casualties › Incapacitated): one model, one VP (no points values are printed, Building an Army), half for a
 * stabilised one, so a stabilisation is worth half a VP.
 */
export const CASUALTY_VP = 1;
export const STABILISED_VP = 0.5;
/** The Medical Test's bonus (Wounded › Removing the Wounded Status: "Medic trait gain +1 and Doctor trait gain +2 Quality for Medical Tests"). */
export const MEDIC_TEST_BONUS = 1;
export const DOCTOR_TEST_BONUS = 2;
/**
 * Unit Traits › Medic: "Once per game may remove Unnerved status from a model by taking an Interact action while base to
 * base with the affected model, then succeeding at a Medical Test"; Doctor: "Twice per game".
 */
export const MEDIC_STEADIES = 1;
export const DOCTOR_STEADIES = 2;

/** Jump X and Flight X: "CP cost 1" on top of the action (Traits and Abilities). */
export const FLY_ABILITY_CP = 1;

/**
 * Spray Template (X) (Weapon Traits: "This weapon uses the spray template. The
 * size of the template used corresponds to X"): the rulebook prints no spray
 * template, so its shape is this project's illustrative choice: a cone from the
 * shooter's centre, X inches long, its half-width growing by SPRAY_SPREAD inches
 * per inch (1" wide at 2", X/2 wide at its end).
 */
export const SPRAY_SPREAD = 0.25;

/** The engine's own limits, not the rulebook's: rounds before a game is scored as it stands, turns per round. */
/**
 * A side's extra global CP every round (side field `cpBonus`, default 0): not a
 * rulebook rule but a designer's dial, added at Refresh CP ("All players
 * calculate the CP received this turn", Start of Game Round › Refresh CP; the
 * pool is set per round in Command Points), so the worth of one more CP can be
 * measured without swapping in a Strategist or Tactician (EX-014).
 */
export const MAX_CP_BONUS = 6;
export const SAFETY_ROUNDS = 30;
export const SAFETY_TURNS_PER_ROUND = 80;

/** The rulebook's open readings. Each names its section and catalogue id. */
export const EXOSHIFT_VARIANTS = {
  mission: { values: ['control-points', 'objective-grab'], default: 'control-points', describe: 'the mission (Missions: the only two)' },
  cover: {
    values: ['defense', 'combat', 'both'],
    default: 'defense',
    describe: 'Combat › Cover (EX-024): defense = +1/+2 Defense and counts as Obscured (-1 Combat); combat = -1/-2 Combat only; both = -1/-2 Combat, +1/+2 Defense and Obscured',
  },
  autoDamageAtZero: { values: ['on', 'off'], default: 'on', describe: '[PLAYTEST] Defense Test (EX-003): Defense reduced to 0 or less takes damage with no test (and no disruption clause)' },
  spotterAutoPass: { values: ['on', 'off'], default: 'on', describe: '[PLAYTEST] Indirect Fire (EX-004): Spotters pass spotting Quality tests automatically; off = Quality +2 test' },
  defenseDisruption: {
    values: ['save-modified', 'save-base', 'always-modified', 'none'],
    default: 'save-modified',
    describe: 'Defense Test disruption clause (EX-030): on a save, die + Power >= Defense gives Damage disruption; Defense after cover (modified) or printed (base); always = on failed saves too',
  },
  qualitySave: { values: ['off', 'on'], default: 'off', describe: 'Damage (EX-031): a Quality (minus Disruption) save after a failed Defense test' },
  damageAvoided: { values: ['all', 'beyond-first'], default: 'all', describe: 'Unhurt/Stunned disruption (EX-032): +1 per point of damage, or per point beyond the first' },
  extraShots: { values: ['rof-total', 'rof-extra'], default: 'rof-total', describe: 'Focus Bonuses › Extra Shots vs Rate of Fire (EX-036): total shots up to RoF, or 1 + RoF' },
  focusFire: {
    values: ['v053', 'free-rof'],
    default: 'v053',
    describe: 'Focus Fire (v0.53 "changed significantly", EX-002): v053 = focus (Quality - Disruption) buys Aim and Extra Shots; free-rof = a comparison arm where every RoF shot is free and focus buys Aim only',
  },
  stunned: {
    values: ['recover', 'never', 'rest'],
    default: 'recover',
    describe: 'Stunned (EX-033): recover = a Stunned model may take the Recover primary action to clear it; never = literal (Primary actions barred, never cleared); rest = a successful Rest clears it',
  },
  assaultCost: { values: ['primary', 'flat-1'], default: 'primary', describe: 'Assaults vs Free Primary Action (EX-025): an assault costs as any primary action, or always 1 CP' },
  tactician: { values: ['x', 'one'], default: 'x', describe: 'Tactician X (EX-027): X unit CP per round, or 1 as the trait text says' },
  downedEnd: { values: ['zero-quality', 'always'], default: 'zero-quality', describe: 'Downed at round end (EX-034): incapacitated only at 0 Quality, or always' },
  assaultFail: { values: ['retreat', 'rout'], default: 'retreat', describe: 'Assaults, truncated sentence (EX-026): a target failing its Morale test moves its secondary move away; or is Routed too' },
  commandMorale: { values: ['rout-only', 'all'], default: 'rout-only', describe: "Command Morale (EX-045): a leader's Morale +1 for Rout Tests only, or for every Morale test" },
  restDisruption: {
    values: ['exempt', 'added'],
    default: 'exempt',
    describe: 'Secondary Actions: Rest is itself a secondary action; exempt = it does not add the +1 Disruption (else a successful Rest nets 0 and the Disruption >= Quality lock-out could never be left by resting)',
  },
  sharedResponsibility: {
    values: ['quality', 'command', 'off'],
    default: 'quality',
    describe: "Casualties › Shared Responsibility (EX-022, EX-038): 'within Quality range' of the destroyed model read as the tester's Quality in inches; command = double Quality (the command range); off = never",
  },
  focusPool: {
    values: ['per-unit', 'per-model'],
    default: 'per-unit',
    describe: "Choose Focus Bonuses: 'it [the unit] receives a number of focus bonuses equal to the unit's Quality rating minus the unit's current Disruption' - one pool split evenly among the unit's shooting models; per-model = each model its own (only matters for units of several models)",
  },
  secondWeapon: {
    values: ['fires', 'first-only'],
    default: 'fires',
    describe: "Declare Targets / Traits › Independent Targeting, Fire on the Move: a model with more than one weapon fires each at its one target (focus left over from the first goes to the next); first-only = it fires its first listed weapon",
  },
  independentTargeting: {
    values: ['declared', 'off'],
    default: 'declared',
    describe:
      "Unit Traits › Independent Targeting ('If this model has more than one weapon, it may fire weapons at different targets') with Declare Targets ('declare the target of every model ... before rolling dice'): declared = before a Focus Fire or Snap Fire the player may declare another enemy unit for the model's second and later weapons; off = the trait is ignored (every weapon at the one target, as variant secondWeapon)",
  },
  twoHanded: {
    values: ['independent', 'both-weapons'],
    default: 'independent',
    describe:
      "Unit Traits › Two handed ('If equipped with multiple weapons, may fire them independently'): independent = as Independent Targeting (each weapon its own target); both-weapons = it only lets the model fire every weapon (at its one target) even under secondWeapon=first-only",
  },
  reconDeployment: {
    values: ['not-allowed', 'allowed'],
    default: 'not-allowed',
    describe:
      "Unit Traits › Recon Deployment ('can deploy using Recon Deployment if the mission allows ... move its primary move immediately before the game begins'): neither mission (Missions › Control Points, Objective Grab) says it allows it, so not-allowed; allowed = every Recon Deployment unit moves its primary move before round 1",
  },
  droneOperator: {
    values: ['while-on-table', 'whole-game'],
    default: 'while-on-table',
    describe:
      "Unit Traits › Drone Operator X ('Drones under control of a drone operator are no longer required to stay within Quality range of a friendly non-drone model'), silent on an operator lost: while-on-table = the exemption holds while the operator is on the table; whole-game = once chosen, for the whole game",
  },
  armyLeaderReroll: {
    values: ['in-command', 'whole-army', 'never'],
    default: 'in-command',
    describe:
      "Command Traits › Army Leader ('You may spend 1 CP to reroll any morale tests by units under its command'; 'It is able to command all units within the army'): in-command = units In Command (within its command range, 2 x Quality); whole-army = every unit of the army wherever it stands; never = the reroll is never bought (a comparison arm). The game buys it on a failed Rout Test or assault Morale test when the owner holds a global CP, never for Rest",
  },
  spray: {
    values: ['as-aoe', 'test-each'],
    default: 'as-aoe',
    describe:
      "Weapon Traits › Spray Template (X), which prints no hit rule: as-aoe = like an AoE template (Weapons › Area of Effect Weapons) with no Saturation: one Combat test at the target model, then every model at least half under the template is hit (those only touching avoid it on a Quality test, +1 Disruption); test-each = one Combat test per model under the template",
  },
  iffLimiter: {
    values: ['passed-test', 'unaffected'],
    default: 'passed-test',
    describe:
      "Weapon Traits › IFF Limiter: friendlies less than half under the template 'automatically succeed at their Quality test to avoid being affected'; passed-test = the Area of Effect rule's passed test (not hit, still 1 Disruption); unaffected = no Disruption either",
  },
  restLockout: {
    values: ['at-quality', 'above-quality'],
    default: 'at-quality',
    describe:
      "Secondary Actions (EX-028): 'If a unit's Disruption is equal to or greater than its Quality, it may only take Rest secondary actions until it is equal or below': entry (>=) and exit (<=) overlap at equality; at-quality = locked while Disruption >= Quality (left below Quality); above-quality = the exit wins at equality: locked only while Disruption > Quality",
  },
  fireOnTheMove: {
    values: ['not-halved', 'halved'],
    default: 'not-halved',
    describe:
      "Weapon Traits › Fire on the Move (EX-037): 'the shooting model's Quality is not halved for the Quality Bonus' during an Advance; not-halved = 'Quality Bonus' is the Focus Bonus: the Advance's shot gets the whole Quality - Disruption; halved = 'Quality Bonus' names no rule, so the trait changes nothing and the focus is halved as for any Advance (Choose Focus Bonuses)",
  },
  spotterPenalties: {
    values: ['ignored', 'kept'],
    default: 'ignored',
    describe:
      "Weapons › Indirect Fire ('Models with the Spotter trait ... allow the firing model to ignore any indirect fire combat penalties except those from PDS') vs Unit Traits › Spotter ('+2 to Spot Tests. May call in Strikes.', no penalty-ignore) (EX-041): ignored = an indirect shot a Spotter spots takes no -1/-2 indirect Combat penalty (PDS still counts); kept = the trait entry alone: the Spotter spots, the penalty stays. 'Strikes' is defined nowhere and is not modelled",
  },
  grabTie: {
    values: ['plays-on', 'next-objective'],
    default: 'plays-on',
    describe:
      "Winning Objective Grab (EX-044): 'If there is a tie, the next carried or secured objective wins': plays-on = a round ending tied at 7 VP or more plays on, and a later round end with the VP unequal decides as usual; next-objective = after a round ends so tied, the first side to pick up or secure an enemy token wins at once (round ends still decide as usual)",
  },
  familiarTerrain: {
    values: ['in-cover', 'hunkered'],
    default: 'in-cover',
    describe:
      "Familiar Terrain (EX-120): '+1 Defense bonus when Hunkered Down in their deployment zone': in-cover = only when Hunker Down itself gives its bonus (the models would receive bonuses from cover); hunkered = whenever the unit is Hunkered Down in its deployment zone, cover or not",
  },
  aoeDisruption: {
    values: ['feeds-casualty', 'after-attack'],
    default: 'feeds-casualty',
    describe:
      "Weapons › Area of Effect Weapons (EX-089): 'All models hit by an AoE weapon suffer 1 disruption on top of any disruption received as part of the attack': feeds-casualty = the +1 per AoE hit is part of the attack's disruption, so it feeds that attack's casualty roll (Combine Extra Shots); after-attack = it comes on top of the attack, added once the attack is resolved (after its casualty rolls and Rout Tests): it does not feed that attack's casualty roll, but still lands on the target's Disruption",
  },
  vehicleTurns: {
    values: ['right-angle', 'pivot'],
    default: 'right-angle',
    describe:
      "Movement › Mobility Types (EX-116): Wheeled and Hover-Forward 'can make 3 90 degree turns', Tracked 'may make 2 90 degree turns', each 'moves in straight lines' and ends facing 'the direction it traveled'; how a turn counts is not said: right-angle = every turn is a quarter turn, so the move runs in legs along the model's own four directions (a goal ahead and aside: ahead, then across, one turn; behind: across, then back, two) and costs the legs' sum; pivot = a turn is a pivot of up to 90 degrees, so any goal is reached straight (one turn within 90 degrees of the facing, else two): the limits never bind, and the move is Infantry's but for the facing, which nothing else reads",
  },
  optimalTerrain: {
    values: ['whole-move', 'starts-on', 'none'],
    default: 'whole-move',
    describe:
      "Terrain Types › Optimal Terrain (EX-109): 'Wheeled mobility models gain +2 to Primary and Secondary movement while moving only on optimal terrain for the duration of its movement action': whole-move = the +2 only when the whole move, the extra 2 inches included, stays on optimal ground (roads); starts-on = whenever the move starts on optimal ground, wherever it then goes; none = a what-if, not a reading: no bonus",
  },
  lowWalls: {
    values: ['infantry-hover', 'all-but-wheeled'],
    default: 'infantry-hover',
    describe:
      "Moving Through Difficult Terrain ('Obstacles like low walls ... can be ignored for all movement by units with infantry mobility') and Mobility Types (Hover 'ignores ... obstacles around 1 inch high or less'; Wheeled 'cannot cross obstacles like low walls') vs Terrain Definitions › Low walls and Fences ('can be ignored for all movement', no mobility named): infantry-hover = only Infantry, Hover and Hover-Forward ignore low walls, Wheeled and Tracked stop short of them; all-but-wheeled = every type but Wheeled ignores them",
  },
  advanceHoldFire: {
    values: ['when-no-shot', 'never'],
    default: 'when-no-shot',
    describe:
      "Moving Through Difficult Terrain ('Units may advance through difficult terrain using their primary move if they do not shoot'): when-no-shot = an Advance whose path crosses difficult ground keeps its Primary Move and does not shoot when the unit would have no shot after the slowed move (a Heavy or Setup weapon, or no target then: the game's choice, as it chooses the Advance's target); never = the choice is not offered: every Advance through difficult ground moves its Secondary Move (the engine before this variant)",
  },
  defensiveFire: {
    values: ['free', 'exhausts'],
    default: 'free',
    describe:
      "Assaults ('If the target model is unexhausted, treat the defensive fire as a Focus Fire action against the assaulting model') vs Primary Actions ('After finishing a Primary Action, the unit is Exhausted', EX-058): free = the defensive fire is a special action shot as a Focus Fire would be, and leaves the unit as it was (unexhausted: it may still take its own Primary action this round; the engine before this variant); exhausts = it counts as the unit's Focus Fire: the unit is Exhausted after it (only the exhaustion: no Disruption is removed and no CP is spent)",
  },
  table: {
    values: ['6x4', '3x2', '4x4', '8x5'],
    default: '6x4',
    describe:
      "A table setting, not a reading (Playing the Game › The Tabletop, EX-015: 'Exoshift plays best on a table surface of 4 feet by 6 feet (4' x 6'), but games can be played on tables as small as 2' x 3''): 6x4 = 72\" x 48\"; 3x2 = 36\" x 24\"; 4x4 = 48\" x 48\"; 8x5 = 96\" x 60\" (5' x 8'). Sides deploy 4\" in from the long edges; terrain pieces keep their size and objectives their pattern, both moved in proportion",
  },
  terrain: {
    values: ['standard', 'open', 'sparse', 'double'],
    default: 'standard',
    describe:
      "A table setting, not a reading (Terrain is a [PLACEHOLDER], EX-005: how much cover a table has is the players' choice): standard = each half a building, a heavy and a light wall, a woods and a brush, and a rubble patch in the middle (9 cover pieces); open = the road and the brush only (no cover); sparse = each half a building and a woods, and the brush (4 cover pieces); double = each half's set twice and the rubble (17 cover pieces)",
  },
  tableHalves: {
    values: ['mirrored', 'independent'],
    default: 'mirrored',
    describe:
      "A table setting, not a reading (Terrain is a [PLACEHOLDER]; the players arrange the table, EX-048): mirrored = side B's half is side A's turned through the centre, so neither edge is better (choosing one is worth nothing); independent = each half draws its own positions for the same pieces, so one edge can be better than the other",
  },
  deploymentRoll: {
    values: ['none', 'zone', 'kept', 'swapped'],
    default: 'none',
    describe:
      "Missions › Deployment – Generic, Control Points ('Players roll a die, highest roll wins. That player chooses either a deployment zone, or chooses his place in turn order', no tie rule, EX-048): none = no roll, A deploys on the first long edge (the engine before this variant); zone = each player rolls a d10, ties rerolled, the winner takes the edge whose half scores better by the heuristic's cover values (light 1, heavy 2, counted again per objective within 6\"; a tie keeps its own), the loser the other edge and the place in turn order (it deploys first under deployment=alternating); kept and swapped = comparison arms, not readings: the roll is played (the same dice) but the winner always keeps its own edge / always takes the other, so on the same stream they give both edges' outcome of one game, and what any choice of edge is worth (deployment.ts, ex-deployment)",
  },
  deployment: {
    values: ['fixed', 'alternating'],
    default: 'fixed',
    describe:
      "Objective Grab ('Use Alternating Deployment rules', EX-042) and Deployment – Generic ('Player first in turn order then chooses 1 unit to deploy, followed by the next'): fixed = units spread evenly along each edge, 4\" in, mirrored (the engine before this variant); alternating = one unit at a time, alternately, the first in turn order first (A, or the deployment roll's loser): each on the free one of 8 points along its edge with the fewest units of either side already placed within 12\" across the table (nearest the middle on a tie), so each placement answers the ones before it (deployment.ts)",
  },
  woods: {
    values: ['sparse', 'dense', 'dense-no-exception'],
    default: 'sparse',
    describe:
      "A table setting, not a reading (Terrain › Zone Terrain and Line of Sight, EX-118: 'All zone terrain is defined with a height, as well as being dense or sparse'; the players define it): sparse = the table's woods block no sight (obscurement and light cover only); dense = tall dense woods: a model inside is seen from outside only from the edge (part of its base outside), no one sees through them, except that 'if two model are within 4\" of each other, they may see or be seen as normal'; dense-no-exception = a what-if: dense without the 4\" exception",
  },
  casualtyVp: {
    values: ['none', 'per-model', 'no-stabilise'],
    default: 'none',
    describe:
      "Casualties › Incapacitated ('A medic or doctor may attempt to stabilize the model, removing it from the table. This reduces the VP loss', EX-039): neither mission (Missions › Control Points, Objective Grab) scores VP for casualties, so none = as written: stabilising has nothing to reduce and is not offered; per-model = an ILLUSTRATIVE reading, not a rulebook rule: every model a side has lost (Destroyed, fled, or Incapacitated) takes 1 VP off that side's total, a stabilised one half of that (0.5 VP); the missions' VP to win and the winner read that total; Incapacitated models stay where they fell, and a Medic or Doctor may stabilise a friendly one with an Interact in base contact and a Medical Test (Quality +1, Doctor +2, as Removing the Wounded Status), taking it off the table; no-stabilise = a comparison arm, not a reading: the same VP loss with stabilising never offered (ex-stabilise)",
  },
  steadyLimit: {
    values: ['removals', 'attempts'],
    default: 'removals',
    describe:
      "Unit Traits › Medic ('Once per game may remove Unnerved status from a model by taking an Interact action while base to base with the affected model, then succeeding at a Medical Test'; Doctor: 'Twice per game'): removals = the limit counts Unnerved statuses removed, so a failed Medical Test may be tried again (the sentence limits the removal, and a failed test removes nothing); attempts = it counts Interacts taken for it, passed or failed",
  },
  // What-if switches, not readings of an unclear text: each keeps the printed rule as its default and offers the game
  // without it (or with another number), for a designer weighing whether the rule earns its place (ex-rule-weights).
  downedDecay: {
    values: ['on', 'off'],
    default: 'on',
    describe: "What-if, not a reading (EX-074): Downed ('At the start of each round, a downed model receives 1 disruption. Each action a Downed model takes adds 1 disruption at the end of the action'): on = as printed; off = neither Disruption is added",
  },
  woundedDecay: { values: ['on', 'off'], default: 'on', describe: "What-if, not a reading (EX-075): Wounded ('Wounded models receive 2 disruption at the start of every round'): on = as printed; off = none" },
  routTestOnce: {
    values: ['once-per-round', 'every-time'],
    default: 'once-per-round',
    describe: "What-if, not a reading (EX-094): Rout Test ('made only once per round, any later rules that have a unit make a Rout Test are ignored'): once-per-round = as printed; every-time = every rule that calls for a Rout Test has one",
  },
  routPass: {
    values: ['offered', 'never'],
    default: 'offered',
    describe: "What-if, not a reading (EX-096): Routed ('A player may spend 1 CP to automatically pass the Quality test' that keeps a Routed unit in place): offered = as printed, the owner decides once the action that routed the unit is resolved, whenever it holds a global CP; never = the Quality test is always rolled",
  },
  difficultTerrain: {
    values: ['movement-rule', 'none', 'run-unhindered'],
    default: 'movement-rule',
    describe:
      "What-if, not a reading (EX-006, EX-108): Terrain Types › Difficult Terrain is '[WIP See Movement]'; Moving Through Difficult Terrain: 'Any models that Advance through difficult terrain shoot with the Snap Fire penalty and must move with their secondary movement value. A unit may Run through difficult terrain, using double their Secondary Movement value, and receives 1 Disruption': movement-rule = as printed there; none = woods and rubble slow nothing and cost nothing; run-unhindered = the Advance rule kept, a Run through them goes its full Run with no Disruption",
  },
  interactTwice: { values: ['in-place', 'once'], default: 'in-place', describe: "What-if, not a reading (EX-110): Interact ('If the unit does not move, it may Interact twice'): in-place = as printed; once = one Interact per action, moved or not" },
  controlPoints: {
    values: ['5', '3', '7'],
    default: '5',
    describe: "What-if, not a reading (EX-111): Control Points ('a number of Control Points markers equal to the number of players in the game +3'): 5 = as printed for two players; 3 or 7 markers, placed by the same rules (more than 12\" apart, not within 8\" of an edge)",
  },
  droneLeash: {
    values: ['on', 'off'],
    default: 'on',
    describe: "What-if, not a reading (EX-119): Drone ('It must end its movement within Quality distance of a friendly non-drone model, otherwise it may not perform any actions except movement actions'): on = as printed; off = drones act wherever they stand",
  },
  grabToWin: { values: ['7', '5', '9'], default: '7', describe: "What-if, not a reading (EX-115): Winning Objective Grab ('if the number of VPs owned by a player is equal or greater than 7, that player wins'): 7 = as printed; 5 or 9 VP" },
  roundCap: { values: ['none', '6', '8', '10'], default: 'none', describe: `Winning Control Points has no round limit (EX-043); a cap ends the game after that round on VP (the engine stops at ${SAFETY_ROUNDS} rounds whatever)` },
  // Last, and left out of a saved state while printed (state.ts savedVariants): added after saved states existed.
  stats: {
    // Widened to string: an open value (printed:...) is a value of this variant too (statChanges.ts checks it).
    values: ['printed'] as readonly string[],
    default: 'printed',
    describe: "toolkit setting, not a reading: the printed numbers of the model profiles and weapons (Model and Unit Profiles; Weapons), or printed:ID.STAT=VALUE,... with a designer's changes (statChanges.ts)",
    open: { prefix: STAT_CHANGES_PREFIX, describe: STAT_CHANGES_DESCRIBE },
  },
} as const satisfies Record<string, GameVariant>;

export type ExoshiftVariantName = keyof typeof EXOSHIFT_VARIANTS;
/** The what-if switches among the variants (not readings of the rulebook: the printed rule is each one's default). */
export const WHAT_IF_VARIANTS: readonly ExoshiftVariantName[] = ['downedDecay', 'woundedDecay', 'routTestOnce', 'routPass', 'difficultTerrain', 'interactTwice', 'controlPoints', 'droneLeash', 'grabToWin'];
export type ExoshiftVariants = { readonly [K in ExoshiftVariantName]: (typeof EXOSHIFT_VARIANTS)[K]['values'][number] };

const DEFAULTS: ExoshiftVariants = Object.freeze(Object.fromEntries(Object.entries(EXOSHIFT_VARIANTS).map(([name, spec]) => [name, spec.default])) as ExoshiftVariants);
/** The default of every variant (one frozen object, built once: every new game asks, scripts/bench-exoshift.ts). */
export function defaultVariants(): ExoshiftVariants {
  return DEFAULTS;
}

/** Halving rounds up (Rolling the Dice › Round Up). */
export const halfUp = (n: number): number => Math.ceil(n / 2);
/** A d5 is a d10 halved, rounded up (Rolling the Dice › Other Rolls). */
export const d5 = (d10Face: number): number => Math.ceil(d10Face / 2);
