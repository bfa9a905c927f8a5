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

  // runMessage handles a worker's message about its request ("pdb",
  // "line", "end"; false for any other type): it keeps the watchdog quiet,
  // passes lines on, ends the request (a crash replaces the worker) and
  // then calls ended(slot).
  runMessage(slot, m) {
    const mine = slot.run && slot.run.id === m.id;
    switch (m.type) {
      case "pdb":
        // A pattern database is being built for the running search (or
        // was): keep the watchdog quiet and tell the page, which may show a
        // progress bar ("searchlab-pdb" events; detail: name, state
        // "fetching" with the bytes to download, "building" with done/total
        // entries, "built" or "fetched" with the bytes of the table file).
        if (mine) slot.run.last = performance.now();
        if (typeof globalThis.dispatchEvent === "function" && typeof CustomEvent === "function") {
          globalThis.dispatchEvent(new CustomEvent("searchlab-pdb", { detail: m }));
        }
        return true;
      case "line":
        if (mine) {
          slot.run.last = performance.now();
          try { slot.run.onLine && slot.run.onLine(m.line); } catch (e) { console.error(e); }
        }
        return true;
      case "end":
        if (!mine) return true;
        if (m.error && m.error.startsWith("crashed")) {
          this.replace(slot, m.error);
          return true;
        }
        {
          const run = slot.run;
          slot.run = null;
          clearTimeout(slot.timer);
          run.end(m.error || null);
        }
        this.ended(slot);
        return true;
    }
    return false;
  }

  // ended follows a request's clean end on slot (each client its own way).
  ended(slot) {}

  remove(slot) {
    clearTimeout(slot.timer);
    slot.run = null;
    slot.worker.onmessage = slot.worker.onerror = slot.worker.onmessageerror = null;
    slot.worker.terminate();
    this.slots = this.slots.filter((s) => s !== slot);
  }
}
