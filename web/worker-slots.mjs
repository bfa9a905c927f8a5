// worker-slots.mjs — what the page's two kinds of solver client share
// (web/solver-client.mjs, the screens'; web/worker-pool.mjs, the Lab's):
// a list of worker slots {worker, ready, run, timer}, a watchdog on the
// running request, and replacing a worker that is stopped or dead.

// WATCHDOG_MS: a request that sends nothing for this long is taken as dead.
export const WATCHDOG_MS = 60000;

export class WorkerSlots {
  constructor() {
    this.slots = []; // {worker, ready, run, timer}
  }

  // refill starts workers again after one was removed (each client its
  // own way).
  refill() {}

  armWatchdog(slot) {
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      if (!slot.run) return;
      if (performance.now() - slot.run.last >= WATCHDOG_MS) this.replace(slot, "crashed: the solver stopped responding");
      else this.armWatchdog(slot);
    }, WATCHDOG_MS / 4);
  }

  // replace terminates slot's worker, starts fresh ones (refill) and ends
  // its request (if any) with reason. The end runs in a microtask, never
  // inside the caller's stop(): the Go UI may call stop() while holding its
  // own lock.
  replace(slot, reason) {
    const run = slot.run;
    this.remove(slot);
    this.refill();
    if (run) queueMicrotask(() => run.end(reason));
  }

  remove(slot) {
    clearTimeout(slot.timer);
    slot.run = null;
    slot.worker.onmessage = slot.worker.onerror = slot.worker.onmessageerror = null;
    slot.worker.terminate();
    this.slots = this.slots.filter((s) => s !== slot);
  }
}
