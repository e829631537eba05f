/**
 * Every system's attack pipeline by its id (`playtest attack <system>`). A
 * Record over the names, so a listed system without a pipeline does not
 * compile. Each system adds one import and one entry.
 */
import type { AttackPipeline } from './attackPipeline.ts';
import { jovianWarsAttack } from './jovian-wars/attack.ts';
import { exoshiftAttack } from './exoshift/attack.ts';
import { rattleAndRendAttack } from './rattle-and-rend/attack.ts';
import { jaggedShardsAttack } from './jagged-shards/attack.ts';
import { syndicateAttack } from './syndicate-protocol/attack.ts';

export const ATTACK_SYSTEMS = ['jagged-shards', 'rattle-and-rend', 'syndicate-protocol', 'exoshift', 'jovian-wars'] as const;
export type AttackSystem = (typeof ATTACK_SYSTEMS)[number];

export const ATTACKS: Record<AttackSystem, AttackPipeline> = { 'jagged-shards': jaggedShardsAttack, 'rattle-and-rend': rattleAndRendAttack, 'syndicate-protocol': syndicateAttack, exoshift: exoshiftAttack, 'jovian-wars': jovianWarsAttack };
