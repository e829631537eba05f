/** Short names of actions for `describeAction`, narratives and logs. */
import * as LayoutModule from './layout.ts';
import type { Host } from './resolve.ts';
import * as ResolveModule from './resolve.ts';

// Module-local copies: under tsx every imported binding is a getter call, too slow in the rollout loop (scripts/bench-exoshift.ts).
const { actionCost, passCost } = ResolveModule;
const L = { ...LayoutModule };

/** A model's name: an individual's is its unit's ("Sol Line Infantry A2"); a model of a larger unit adds its place ("... A1 #3"). */
export function unitName(g: Host, u: number): string {
  const k = g.setup.groupOf[u];
  if (g.setup.groupSize[k] === 1) return groupName(g, k);
  return `${groupName(g, k)} #${u - g.setup.groupFirst[k] + 1}`;
}

/** A unit's name: its printed name, the side's letter and its number among the side's units of that name. */
export function groupName(g: Host, k: number): string {
  const seat = g.setup.side[g.setup.groupFirst[k]];
  let index = 0;
  for (let i = 0; i < k; i++) if (g.setup.side[g.setup.groupFirst[i]] === seat && g.setup.groupName[i] === g.setup.groupName[k]) index++;
  return `${g.setup.groupName[k]} ${String.fromCharCode(65 + seat)}${index + 1}`;
}

export function goalName(g: Host, goal: number): string {
  if (goal < L.GOAL_SECURE_LEFT) return g.setup.grab ? `token ${goal + 1}` : `control point ${goal + 1}`;
  if (goal === L.GOAL_SECURE_LEFT) return 'the left secure zone';
  if (goal === L.GOAL_SECURE_RIGHT) return 'the right secure zone';
  if (goal === L.GOAL_COVER) return 'the nearest cover';
  if (goal === L.GOAL_CASUALTY) return 'the nearest incapacitated friend';
  if (goal >= L.GOAL_ENEMY && goal < L.GOAL_COVER && goal - L.GOAL_ENEMY < g.setup.groups) return `toward ${groupName(g, goal - L.GOAL_ENEMY)}`;
  return `goal ${goal}`;
}

export function describe(g: Host, action: number): string {
  if (action >= L.BID_BASE && action <= L.BID_BASE + L.MAX_BID) return `bid ${action - L.BID_BASE} CP`;
  if (action === L.ORDER_FIRST) return 'go first';
  if (action === L.ORDER_SECOND) return 'go second';
  if (action === L.PASS) return `pass (${passCost(g, g.s[L.G_ACTIVE])} CP)`;
  if (action === L.END_TURN) return 'end turn';
  if (action === L.ROUT_PAY || action === L.ROUT_TEST) {
    const u = ResolveModule.pendingRout(g);
    const who = u < 0 ? 'the Routed unit' : groupName(g, g.setup.groupOf[u]);
    return action === L.ROUT_PAY ? `${who}: pay 1 CP to pass the stay-put test` : `${who}: test Quality to stay put`;
  }
  if (!L.isUnitAction(action) || L.actionUnit(action) >= g.setup.groups) return `action ${action}`;
  const u = L.actionUnit(action);
  const verb = L.actionVerb(action);
  const param = L.actionParam(action);
  const cost = actionCost(g, verb, g.setup.multi ? g.setup.groupFirst[u] : u);
  const who = groupName(g, u);
  const price = verb === L.VERB_STORE_CP ? '' : ` (${cost} CP)`;
  switch (verb) {
    case L.VERB_FOCUS_FIRE:
      return `${who}: focus fire at ${groupName(g, param >> 2)}, ${param & 3} extra shot${(param & 3) === 1 ? '' : 's'}${price}`;
    case L.VERB_HUNKER:
      if (param === L.HUNKER_MOVE) return `${who}: hunker down, moving 2" toward the nearest cover${price}`;
      if (param >= L.HUNKER_SNAP) return `${who}: hunker down, snap firing at ${groupName(g, param - L.HUNKER_SNAP)}${price}`;
      return `${who}: hunker down${price}`;
    case L.VERB_REST:
      return `${who}: rest${param === L.REST_MOVE ? ', moving 1" toward the nearest cover' : ''}${price}`;
    case L.VERB_DECLARE:
      return `${who}: second weapons at ${groupName(g, param)} (declared, no CP)`;
    case L.VERB_SNAP_FIRE:
    case L.VERB_ASSAULT:
      return `${who}: ${L.VERB_NAMES[verb]} ${groupName(g, param)}${price}`;
    case L.VERB_ADVANCE:
    case L.VERB_RUN:
    case L.VERB_MARCH:
      if (param >= L.GOAL_FLY) return `${who}: ${L.VERB_NAMES[verb]} with ${verb === L.VERB_ADVANCE ? 'Jump' : 'Flight'} to ${goalName(g, param & L.GOAL_MASK)} (${cost} CP + 1)`;
      return `${who}: ${L.VERB_NAMES[verb]} to ${goalName(g, param)}${price}`;
    case L.VERB_INTERACT:
    case L.VERB_INTERACT_SECONDARY: {
      if (param >= L.INTERACT_STABILISE && param < L.INTERACT_FRIEND) return `${who}: ${L.VERB_NAMES[verb]}: stabilise ${groupName(g, param - L.INTERACT_STABILISE)}${price}`;
      const what = param >= L.INTERACT_FRIEND ? groupName(g, param - L.INTERACT_FRIEND) : param === L.INTERACT_SECURE ? 'secure the token' : goalName(g, param);
      return `${who}: ${L.VERB_NAMES[verb]} with ${what}${price}`;
    }
    default:
      return `${who}: ${L.VERB_NAMES[verb]}${price}`;
  }
}
