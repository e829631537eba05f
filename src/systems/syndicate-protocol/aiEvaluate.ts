/**
 * The evaluation for greedy play and search rollouts (issue 11; the heuristic
 * never calls it): Health, the position in expected damage (aiShots.ts
 * threat), cards in hand, the evaluating player's approach toll and its
 * committed card (3.2).
 */
import * as aiCardsModule from './aiCards.ts';
import * as aiShotsModule from './aiShots.ts';
import * as aiSpacesModule from './aiSpaces.ts';
import * as boardModule from './board.ts';
import * as dataModule from './data.ts';
import type { Field } from './field.ts';
import type { SyndicateState } from './state.ts';

const { cardsFor, freshCardValue, taxCost } = aiCardsModule;
const { forgetPlacedShots, reach, threat } = aiShotsModule;
const { forgetSpaceValues, idealBand, setApproach } = aiSpacesModule;
const { distance, walkDistance } = boardModule;
const { CARD_COUNT } = dataModule;

/**
 * The position of `seat`, in expected damage to the enemy Operator: what its
 * Operator (and 0.7 of each Mercenary, as spaceValue weighs them) expects to
 * deal next from where it stands (weapon range band, cover, line of sight:
 * threat()), plus a little for standing in cover.
 */
function position(f: Field, seat: number): number {
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  if (!f.alive(foe)) return 0;
  let value = 0;
  for (let unit = op; unit < op + 3; unit++) if (f.alive(unit)) value += (unit === op ? 1 : 0.7) * threat(f, unit, foe, f.pos[unit]);
  if (f.alive(op)) value += 0.1 * f.board.cover(f.pos[op]);
  return value;
}

/**
 * The toll, in the same units, for the spaces `seat`'s units that cannot shoot
 * still have to close to reach their weapon's best band (Shotgun 1, Pistol 2,
 * SMG 3, the rest their full range; a Mercenary 2; only 2 while the enemy is
 * out of sight), as spaceValue closes in. It is counted for the evaluating
 * player only: the distance is shared, so subtracted for both sides it would
 * cancel and a one-ply search would see no reason to move (every greedy game
 * stalled at the round cap, issue 11); closing in is in both players'
 * interest, since a stand-off is a capped draw.
 */
function approachToll(f: Field, seat: number): number {
  const op = seat * 3;
  const foe = (1 - seat) * 3;
  if (!f.alive(foe)) return 0;
  let toll = 0;
  for (let unit = op; unit < op + 3; unit++) {
    if (!f.alive(unit)) continue;
    const here = f.pos[unit];
    if (distance(here, f.pos[foe]) <= reach(f, unit) && f.sees(here, foe)) continue;
    const weapon = f.loadouts[seat].weapon;
    const ideal = unit === op ? idealBand(weapon) : 2;
    // The spaces it would walk round walls (the heuristic's default approach=walk, aiSpaces.ts).
    const gap = walkDistance(f.board, f.pos[foe], here) - (f.sees(here, foe) ? ideal : Math.min(ideal, 2));
    if (gap > 0) toll += (unit === op ? 1 : 0.5) * 0.1 * gap;
  }
  return toll;
}

/**
 * The evaluation for greedy play and search rollouts (the heuristic never
 * calls it): Operator Health (what decides the game) as a share of its
 * printed Health, mine minus theirs, plus a fifth as much for the
 * Mercenaries; then the position, mine minus theirs, at half the worth of
 * damage dealt (each side's expected damage as a share of the enemy
 * Operator's Health, so an expected point is worth half a real one and Health
 * dominates); then 0.05 a card in hand, mine minus theirs; then my own
 * approach toll (approachToll: not antisymmetric on purpose); then, while my
 * card is committed and not yet revealed (3.2), half what the heuristic's
 * cardValue makes of it, so a one-ply search that commits first does not
 * pick its card at random (the state after a commit differs in nothing else),
 * less the Encumbered tax as the heuristic weighs it (aiCards.ts taxCost).
 */
export function evaluateSyndicate(state: SyndicateState, player: number): number {
  const f = state.field;
  // A state's own field never bumps its versions (only the public view's syncFrom does), and a search changes states
  // in place: both memos are forgotten, or cardValue would read the space values of a position that is gone.
  forgetPlacedShots();
  forgetSpaceValues();
  // The evaluation closes in as the default heuristic does (a heuristic:approach=straight player may have set the other).
  setApproach(true);
  const share = (unit: number, max: number) => Math.max(0, f.hp[unit]) / max;
  const side = (seat: number) => {
    const l = f.loadouts[seat];
    const op = seat * 3;
    const health = 10 * share(op, l.operator.hp) + 2 * (share(op + 1, l.mercenaries[0].hp) + share(op + 2, l.mercenaries[1].hp));
    return health + (5 * position(f, seat)) / f.loadouts[1 - seat].operator.hp + 0.05 * state.handSize[seat];
  };
  let value = side(player) - side(1 - player) - (5 * approachToll(f, player)) / f.loadouts[1 - player].operator.hp;
  const committed = state.committed[player];
  if (committed >= 0 && committed < CARD_COUNT) {
    // Less the Encumbered tax as the heuristic weighs it (aiCards.ts taxCost, `tax=weighed`): the HP is only lost in the
    // Tactics sub-phase, so before then the Health term does not see it.
    const card = cardsFor(f.variants)[committed];
    const raw = freshCardValue(f, player, card, 0);
    value += (2.5 * (raw - taxCost(f, player, card, raw, 'weighed'))) / f.loadouts[1 - player].operator.hp;
  }
  return value;
}
