/**
 * Jagged Shards passes the shared game contract (tests/game/contract.ts) on
 * every variant value: random battles end, serialise, replay by seed, and
 * search clones cannot see the real dice.
 *
 * 14 random battles per variant setting: 38 settings since `start-flares`,
 * `round-1-initiative`, the single terrain coverages and `flare-discipline`
 * were added, about the 540 battles the 27 earlier settings played at 20
 * each (each d100 chance node checks its 100 outcomes, so the suite's time
 * is in these).
 */
import { jaggedShards } from '../../../src/systems/jagged-shards/index.ts';
import { gameContract } from '../../game/contract.ts';

gameContract(jaggedShards, { playouts: 14 });
