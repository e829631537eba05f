/**
 * Colours for every chart. Categorical colours are the Okabe-Ito palette
 * (M. Okabe and K. Ito, "Color Universal Design", 2008), distinguishable under
 * the common forms of colour-vision deficiency; the order puts the strongest
 * contrasts first and yellow late because it is faint on white.
 * Continuous scales use viridis (sequential) and blueorange (diverging), both
 * designed to stay readable in greyscale and for colour-blind readers.
 */
export const OKABE_ITO = {
  blue: '#0072B2',
  orange: '#E69F00',
  bluishGreen: '#009E73',
  reddishPurple: '#CC79A7',
  skyBlue: '#56B4E9',
  vermillion: '#D55E00',
  yellow: '#F0E442',
  black: '#000000',
} as const;

/** The order in which arms receive colours: the baseline (first arm) gets blue. */
export const CATEGORY_COLOURS: readonly string[] = [
  OKABE_ITO.blue,
  OKABE_ITO.orange,
  OKABE_ITO.bluishGreen,
  OKABE_ITO.reddishPurple,
  OKABE_ITO.skyBlue,
  OKABE_ITO.vermillion,
  OKABE_ITO.yellow,
  OKABE_ITO.black,
];

export const SEQUENTIAL_SCHEME = 'viridis';
export const DIVERGING_SCHEME = 'blueorange';

/** Neutral ink for whiskers, reference lines and text. */
export const INK = '#222222';
export const MUTED = '#8a8a8a';
