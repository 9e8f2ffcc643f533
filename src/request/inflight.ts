/**
 * §7: a new call to a URL already in flight aborts the earlier one, unless cancelling is
 * off for that call. One AbortController per URL.
 */
export class InFlightRegistry {
  private readonly controllers = new Map<string, AbortController>();

  /** Registers a call and returns its controller; aborts the earlier call unless noCancel. */
  begin(url: string, noCancel = false): AbortController {
    const controller = new AbortController();
    if (noCancel) return controller;
    this.controllers.get(url)?.abort();
    this.controllers.set(url, controller);
    return controller;
  }

  /** Forgets the call, unless a newer one already took its place. */
  end(url: string, controller: AbortController): void {
    if (this.controllers.get(url) === controller) this.controllers.delete(url);
  }

  get size(): number {
    return this.controllers.size;
  }
}

/** Links an outside signal (the caller's) to the call's own controller. */
export function linkSignal(outer: AbortSignal | undefined, controller: AbortController): void {
  if (!outer) return;
  if (outer.aborted) controller.abort();
  else outer.addEventListener('abort', () => controller.abort(), { once: true });
}
