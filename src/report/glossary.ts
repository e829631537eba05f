/**
 * The few statistical and tool words a report may use, explained for a game designer: a report lists only the terms
 * its own text uses (verdict, tables, method), at the end, so a reader meets "paired", "Bradley-Terry" or "the greedy
 * player" with a meaning at hand instead of a bare term (the reports audit of 2026-11-24 found them unexplained).
 */

interface Term {
  term: string;
  /** Where the report's text uses the term. */
  used: RegExp;
  meaning: string;
}

const TERMS: readonly Term[] = [
  {
    term: '95% interval',
    used: /interval|\(\s*[-+]?[\d.]+%? (to|-) [-+]?[\d.]+/i,
    meaning:
      'the range of values the numbers are consistent with: run the same experiment many times and 95 of 100 such ranges hold the true value. A verdict ("higher", "too strong", "balanced") is stated only when the whole interval supports it.',
  },
  {
    term: 'trials',
    used: /\btrials?\b/i,
    meaning: 'the repetitions a number is averaged over: one roll, one attack, or, in a match, one pair of games.',
  },
  {
    term: 'pair, paired',
    used: /\bpair(s|ed)?\b/i,
    meaning:
      'a pair is two games on the same dice with the sides swapped, so seat and luck cancel. A paired difference compares two versions of a rule on the same seeds, game for game, which shows a smaller effect than two separate samples would.',
  },
  {
    term: 'band',
    used: /\bband\b/i,
    meaning: 'the win rate or score the verdict calls balanced (45-55% unless the report says otherwise): too strong or too weak only when the whole interval is outside it.',
  },
  {
    term: 'heuristic player',
    used: /\bheuristic\b/i,
    meaning: "the game's own rule-based AI, written to play as a competent human would; it plays both sides unless the report says otherwise.",
  },
  {
    term: 'greedy player (one-ply)',
    used: /\bgreedy\b|one-ply/i,
    meaning:
      "a simpler AI that looks one move ahead on the game's own evaluation (with a few sampled dice rolls per move where the dice have many outcomes); reports replay a question with it as a second strength, to see whether a verdict depends on how well the sides are played.",
  },
  {
    term: 'random player',
    used: /\brandom (player|agent|play)|\bagainst random\b|\bvs random\b/i,
    meaning: 'an AI that picks any legal move at random: a floor that any real player should beat.',
  },
  {
    term: 'Bradley-Terry rating, Elo',
    used: /Bradley-Terry|\bElo\b/,
    meaning:
      "a rating fitted to every pairing's results, 0 being the field's average: +100 Elo is about a 64% expected score against an average entrant, +200 about 76%.",
  },
  {
    term: 'mirror',
    used: /\bmirror\b/i,
    meaning: 'a match of a side against the same side: any score away from 50% is seat or rule, not list strength.',
  },
  {
    term: 'Spearman rank correlation',
    used: /Spearman/,
    meaning: 'how alike two orderings are: 1 the same order, 0 unrelated, -1 reversed.',
  },
  {
    term: 'Wilson, Student t',
    used: /Wilson|Student/,
    meaning: 'the formulas behind the intervals: Wilson for shares (stays within 0-100% even for rare events) and for averages of bounded values such as scores, Student t for differences and unbounded averages.',
  },
  {
    term: 'exact',
    used: /\bexact\b/i,
    meaning: 'computed by listing every outcome of the dice with its chance, with no sampling: no interval is needed.',
  },
];

/** The terms `text` uses, in the order above, with their meaning. */
export function glossaryFor(text: string): [string, string][] {
  return TERMS.filter((t) => t.used.test(text)).map((t) => [t.term, t.meaning]);
}
