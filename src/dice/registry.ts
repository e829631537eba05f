/**
 * Every dice kernel by its command-line name. Typed as a Record over the name
 * union, so a kernel added to KERNEL_NAMES without an implementation does not
 * compile (the vega-lite registry pattern, STYLE.md).
 */
import type { DiceKernel } from './kernel.ts';
import { d100 } from './d100.ts';
import { d10 } from './d10.ts';
import { casualty } from './casualty.ts';
import { d6sets } from './d6sets.ts';
import { d6opposed } from './d6opposed.ts';
import { d20 } from './d20.ts';
import { bullets } from './bullets.ts';
import { melee } from './melee.ts';
import { construction } from './construction.ts';
import { arrival } from './arrival.ts';
import { initiative } from './initiative.ts';
import { initiativeOrder } from './initiativeOrder.ts';
import { catastrophic } from './catastrophic.ts';
import { skillTable } from './skillTable.ts';
import { d5 } from './d5.ts';
import { medical } from './medical.ts';
import { recover } from './recover.ts';
import { rrTable } from './rrTable.ts';

export const KERNEL_NAMES = ['d100', 'd10', 'casualty', 'd6sets', 'd6opposed', 'd20', 'bullets', 'melee', 'construction', 'arrival', 'initiative', 'initiative-order', 'd5', 'medical', 'recover', 'catastrophic', 'skilltable', 'rrtable'] as const;
export type KernelName = (typeof KERNEL_NAMES)[number];

// Each kernel has its own parameter type; the registry only hands them around.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const KERNELS: Record<KernelName, DiceKernel<any>> = { d100, d10, casualty, d6sets, d6opposed, d20, bullets, melee, construction, arrival, initiative, 'initiative-order': initiativeOrder, d5, medical, recover, catastrophic, skilltable: skillTable, rrtable: rrTable };
