/**
 * Every system's attack pipeline by its id (`playtest attack <system>`). A
 * Record over the names, so a listed system without a pipeline does not
 * compile. Each system adds one import and one entry.
 */
import type { AttackPipeline } from './attackPipeline.ts';

export const ATTACK_SYSTEMS = [] as const;
export type AttackSystem = (typeof ATTACK_SYSTEMS)[number];

export const ATTACKS: Record<AttackSystem, AttackPipeline> = {};
