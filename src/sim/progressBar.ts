/**
 * A one-line progress bar on a terminal stream: trials done out of the budget,
 * trials per second, the time so far and the time left at that rate. The runner
 * may stop before the budget when the intervals are narrow enough, so the ETA is
 * an upper bound. Redraws at most every 100 ms on news, and every second between
 * (a chunk of search-agent games can take minutes: the clock shows the run is
 * alive); `done()` stops the clock and clears the line.
 */
const WIDTH = 28;

export class ProgressBar {
  private readonly started = performance.now();
  private lastDraw = -Infinity;
  private last: { trials: number; budget: number } | null = null;
  private clock: ReturnType<typeof setInterval> | null = null;

  /** `unit` names what is counted: an experiment's trials, a match's pairs of games. */
  constructor(
    private readonly stream: NodeJS.WriteStream,
    private readonly unit = 'trials',
  ) {}

  update(trials: number, budget: number): void {
    this.last = { trials, budget };
    if (this.clock === null) {
      this.clock = setInterval(() => this.draw(performance.now()), 1000);
      this.clock.unref(); // never keeps the process alive
    }
    const now = performance.now();
    if (now - this.lastDraw < 100 && trials < budget) return;
    this.draw(now);
  }

  private draw(now: number): void {
    if (this.last === null) return;
    const { trials, budget } = this.last;
    this.lastDraw = now;
    const seconds = (now - this.started) / 1000;
    const rate = seconds > 0 ? trials / seconds : 0;
    const fraction = budget > 0 ? Math.min(1, trials / budget) : 1;
    const filled = Math.round(fraction * WIDTH);
    const eta = rate > 0 ? (budget - trials) / rate : Infinity;
    const bar = `${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}`;
    this.stream.write(`\r[${bar}] ${(fraction * 100).toFixed(0).padStart(3)}%  ${trials}/${budget} ${this.unit}  ${formatRate(rate)}/s  ${formatSeconds(seconds)} so far  ETA ${formatSeconds(eta)}  `);
  }

  done(): void {
    if (this.clock !== null) clearInterval(this.clock);
    this.clock = null;
    this.stream.write('\r\x1b[2K');
  }
}

export function formatRate(rate: number): string {
  if (rate >= 1e6) return `${(rate / 1e6).toFixed(1)}M`;
  if (rate >= 1e3) return `${(rate / 1e3).toFixed(1)}k`;
  // A search agent's match can play well under one pair a second: two significant figures, never "0/s".
  return rate >= 10 || rate === 0 ? rate.toFixed(0) : rate.toPrecision(2);
}

function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--';
  const s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/**
 * A one-line status on a terminal for work with no known total (one game played by search agents, `playtest game`):
 * the text and the seconds so far, redrawn at most every 100 ms; `done()` clears the line.
 */
export class StatusLine {
  private readonly started = performance.now();
  private lastDraw = -Infinity;

  constructor(private readonly stream: NodeJS.WriteStream) {}

  update(text: () => string): void {
    const now = performance.now();
    if (now - this.lastDraw < 100) return;
    this.lastDraw = now;
    this.stream.write(`\r\x1b[2K${text()}  ${formatSeconds((now - this.started) / 1000)}`);
  }

  done(): void {
    this.stream.write('\r\x1b[2K');
  }
}
