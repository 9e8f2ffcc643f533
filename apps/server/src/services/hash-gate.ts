/**
 * Admission to the memory-hard password hash (scrypt, 128 MiB). The hash is bound by memory
 * bandwidth: two at once take longer than two in a row, so few run at once. Callers wait in one
 * short line per source address, and the line served longest ago goes next: a flood from one
 * address delays another address's sign-in by one hash, not by the flood's backlog. A full line
 * (per address or in all) sheds the call at once with HTTP 429, so waits and memory stay bounded.
 */
import { ApiError, messages } from '../http/errors';
import type { Settings } from '../settings';

export class HashGate {
  private active = 0;
  private waiting = 0;
  /** Waiters per source address. */
  private readonly lines = new Map<string, (() => void)[]>();
  /** When each address was last let in (forgotten once its line is empty and it was not). */
  private readonly served = new Map<string, number>();
  private turn = 0;

  constructor(private readonly settings: Pick<Settings, 'hashConcurrency' | 'hashQueue' | 'hashPerSource'>) {}

  async run<T>(source: string, work: () => Promise<T>): Promise<T> {
    if (this.active < this.settings.hashConcurrency) this.active++;
    else await this.wait(source);
    this.served.set(source, ++this.turn);
    try {
      return await work();
    } finally {
      this.handOn();
    }
  }

  private wait(source: string): Promise<void> {
    const line = this.lines.get(source) ?? [];
    if (line.length >= this.settings.hashPerSource || this.waiting >= this.settings.hashQueue) {
      throw new ApiError(429, 429, messages.signInBusy);
    }
    this.waiting++;
    return new Promise((resolve) => {
      line.push(resolve);
      this.lines.set(source, line);
    });
  }

  /** The freed place goes to the first waiter of the line whose address was served longest ago. */
  private handOn(): void {
    let pick: string | undefined;
    for (const source of this.lines.keys()) {
      if (pick === undefined || (this.served.get(source) ?? 0) < (this.served.get(pick) ?? 0)) pick = source;
    }
    if (pick === undefined) {
      this.active--;
      this.served.clear();
      return;
    }
    const line = this.lines.get(pick)!;
    const next = line.shift()!;
    if (!line.length) this.lines.delete(pick);
    this.waiting--;
    next();
  }
}
