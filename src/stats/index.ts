/** The statistics layer: intervals, differences between arms and the stopping rule. */
export { wilson, Z95, zForConfidence } from './wilson.ts';
export { normalCdf, normalQuantile } from './normal.ts';
export { meanInterval } from './meanInterval.ts';
export { boundedMeanInterval, type MeanBounds } from './boundedMean.ts';
export { tCdf, tForZ, tQuantile } from './studentT.ts';
export { pairedDifference, unpairedDifference } from './pairedDifference.ts';
export type { ArmSums } from './pairedDifference.ts';
export { proportionDifference } from './proportionDifference.ts';
export { pairedProportionDifference } from './pairedProportionDifference.ts';
export { winRate } from './winRate.ts';
export { ratioShare, type RatioShare, type RatioSums } from './ratioShare.ts';
export { ratioMean } from './ratioMean.ts';
export { stoppingDecision, halfWidth } from './stoppingRule.ts';
export type { StopReason, StoppingState } from './stoppingRule.ts';
export { bradleyTerry, type Pairing, type Ratings } from './bradleyTerry.ts';
export { averageBound, ratioBound, sumBound, type Bounded } from './combinedBounds.ts';
