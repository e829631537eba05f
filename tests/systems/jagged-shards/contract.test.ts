/**
 * Jagged Shards passes the shared game contract (tests/game/contract.ts) on
 * every variant value: random battles end, serialise, replay by seed, and
 * search clones cannot see the real dice.
 */
import { jaggedShards } from '../../../src/systems/jagged-shards/index.ts';
import { gameContract } from '../../game/contract.ts';

gameContract(jaggedShards, { playouts: 20 });
