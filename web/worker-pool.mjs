// worker-pool.mjs — the page side of the solver: lanes of kept-alive
// solver workers (web/solver-worker.mjs), behind globalThis.searchlabSolver
// (install below), the only way the Go UI (wasm/app/bridge.go) reaches the
// solver.
//
// One worker kind, two lanes: "screens" (one worker, started with the
// page, one search at a time: a second one is refused, not queued; a warm
// spare, started once the first is ready, takes over at once after a
// Stop, so the next search does not wait for a Go instance to start) and
// "lab" (the Lab's pool: k workers, no worker until the first request,
// requests queued first come, first served). Each worker keeps one Go
// instance alive and does one run at a time. Lifecycle, the same in both
// lanes:
//   - stop(id): a queued request is dropped; a running one's worker is
//     terminated at once (a Go program in wasm cannot be interrupted any
//     other way, so this holds even in a ten-minute search) and a fresh one
//     spawned; the run ends "stopped";
//   - stopLane(lane): every worker of the lane terminated at once, every run
//     and queued request ends "stopped", fresh workers spawned;
//   - recycle after a big run: a worker whose WebAssembly memory (which
//     never shrinks) passed recycleAbove when its run ended is replaced by
//     a fresh one, which gives the memory back to the tab; its resident
//     tables go with it;
//   - a worker that dies (an error event, its Go program exiting, or
//     silence past the watchdog during a run) is replaced and its run ends
//     "crashed"; the queue goes on.
// Every run ends exactly once with a typed end (web/ends.mjs).

import { END, stopped, crashed, refused, describe } from "./ends.mjs";

// WATCHDOG_MS: a request that sends nothing for this long is taken as dead.
export const WATCHDOG_MS = 60000;

// RECYCLE_ABOVE: a worker whose memory passed this many bytes when a run
// ended is replaced. A worker's memory is about 10 MiB after small runs
// (22 MiB with the 15-puzzle's 6-6-3 databases resident, measured by
// BenchmarkKorfWorker) and its resident tables stay within 64 MiB
// (wasm/worker/pdb.go), so only runs that grew it by much more (a big
// search) pay a fresh start afterwards.
export const RECYCLE_ABOVE = 256 << 20;

// Lane is a pool of solver workers of one size.
export class Lane {
  constructor({ url = "./solver-worker.mjs", size = 1, spare = 0, eager = false, queue = true, recycleAbove = RECYCLE_ABOVE, ids = { next: 1 } } = {}) {
    this.url = url;
    this.target = Math.max(1, size | 0);
    this.spare = Math.max(0, spare | 0); // idle workers kept beyond the size, to replace one at once
    this.queueing = queue;   // false: a request while every worker is busy is refused
    this.recycleAbove = recycleAbove;
    this.ids = ids;          // run ids, shared by the lanes of one page
    this.slots = [];         // workers, oldest first: {worker, ready, run, timer}
    this.queue = [];         // requests waiting: {id, path, body, onLine, end, frames}
    this.readyCallbacks = [];
    this.spawned = 0;        // workers started so far (each one Go instance)
    this.recycled = 0;       // workers replaced after a big run
    this.failedLoads = 0;
    this.fatal = null;       // why no worker can load, once one reported it
    if (eager) this.fill();
  }

  size() { return this.target; }

  // stats says how many workers there are, are ready and busy, how many
  // requests wait, how many workers were started and recycled in all, and
  // each worker's WebAssembly memory in bytes when its last run ended (0
  // before one did).
  stats() {
    return {
      memory: this.slots.map((w) => w.memory || 0),
      size: this.target,
      spawned: this.spawned,
      recycled: this.recycled,
      workers: this.slots.length,
      ready: this.slots.filter((w) => w.ready).length,
      busy: this.slots.filter((w) => w.run).length,
      queued: this.queue.length,
    };
  }

  // ready reports whether a request would start at once.
  ready() { return this.slots.some((w) => w.ready && !w.run); }

  // busy reports whether a run is in progress or waiting.
  busy() { return this.queue.length > 0 || this.slots.some((w) => w.run); }

  // onReady calls cb once a worker is ready and idle (asynchronously).
  onReady(cb) {
    if (this.ready()) queueMicrotask(() => cb());
    else this.readyCallbacks.push(cb);
  }

  resize(k) {
    this.target = Math.max(1, k | 0);
    this.fill();
    for (const w of this.slots.filter((w) => !w.run).reverse()) {
      if (this.slots.length <= this.target + this.spare) break;
      this.remove(w);
    }
  }

  // request queues a POST of body (a JSON string) to path; onLine gets
  // each NDJSON line (with frames: each binary frame, an ArrayBuffer,
  // core/wire/frame.go), onEnd the typed end once. It returns the run id.
  request(path, body, onLine, onEnd, { frames = false } = {}) {
    const id = this.ids.next++;
    const end = (e) => { try { onEnd && onEnd(e); } catch (err) { console.error(err); } };
    if (this.fatal && this.slots.length === 0) {
      queueMicrotask(() => end(refused("not ready: " + this.fatal)));
      return id;
    }
    if (!this.queueing && this.busy()) {
      queueMicrotask(() => end(refused("a search is already running; stop it first")));
      return id;
    }
    this.queue.push({ id, path, body: typeof body === "string" ? body : JSON.stringify(body), onLine, end, frames: !!frames });
    this.fill();
    this.dispatch();
    return id;
  }

  // has reports whether run id is queued or running here.
  has(id) { return this.queue.some((r) => r.id === id) || this.slots.some((w) => w.run && w.run.id === id); }

  // stop ends run id (queued or running); without an id, whichever runs
  // (else the first queued).
  stop(id) {
    const any = id === undefined || id === null;
    const w = this.slots.find((w) => w.run && (any || w.run.id === id));
    if (w) {
      this.replace(w, stopped());
      return true;
    }
    const q = this.queue.findIndex((r) => any || r.id === id);
    if (q < 0) return false;
    const [r] = this.queue.splice(q, 1);
    queueMicrotask(() => r.end(stopped()));
    return true;
  }

  stopAll() {
    const queued = this.queue.splice(0);
    const runs = this.slots.filter((w) => w.run).map((w) => w.run);
    for (const w of [...this.slots]) this.remove(w);
    this.fill();
    queueMicrotask(() => {
      for (const r of [...runs, ...queued]) r.end(stopped());
    });
    return runs.length + queued.length;
  }

  // fill spawns workers up to the target size (not after three failed
  // loads in a row: no respawning in a loop), and the spares once every
  // worker is ready (so that they do not download and compile the solver
  // at the same time during page load).
  fill() {
    while (this.failedLoads <= 2) {
      const allReady = this.slots.length >= this.target && this.slots.every((w) => w.ready);
      if (this.slots.length >= this.target + (allReady ? this.spare : 0)) break;
      if (!this.spawn()) break;
    }
  }

  spawn() {
    let worker;
    try {
      worker = new Worker(this.url, { type: "module" });
    } catch (e) {
      this.fatal = "cannot start a solver worker: " + e.message;
      console.error(this.fatal);
      return false;
    }
    this.spawned++;
    const w = { worker, ready: false, run: null, timer: 0 };
    worker.onmessage = (ev) => this.message(w, ev.data || {});
    worker.onerror = (ev) => {
      ev.preventDefault();
      const what = ev.message || "the solver worker failed";
      if (!w.ready && !w.run) {
        this.loadFailed(w, what);
        return;
      }
      this.replace(w, crashed(what));
    };
    worker.onmessageerror = () => this.replace(w, crashed("a message from the solver could not be read"));
    this.slots.push(w);
    return true;
  }

  // loadFailed drops a worker that could not load; after three in a row
  // the queue is refused with why.
  loadFailed(w, why) {
    this.fatal = why;
    console.error("solver worker failed to load:", why);
    this.remove(w);
    this.failedLoads++;
    if (this.failedLoads > 2) {
      for (const r of this.queue.splice(0)) queueMicrotask(() => r.end(refused("not ready: " + why)));
      return;
    }
    this.fill();
  }

  message(w, m) {
    const mine = w.run && w.run.id === m.id;
    switch (m.type) {
      case "ready":
        w.ready = true;
        this.fatal = null;
        this.failedLoads = 0;
        this.fill();
        this.dispatch();
        return;
      case "fatal":
        this.loadFailed(w, m.error);
        return;
      case "pdb":
        // A pattern database is being loaded or built for the running
        // search: keep the watchdog quiet and tell the page, which may show
        // a progress bar ("searchlab-pdb" events; detail: name, state
        // "fetching" with the bytes to download, "building" with done/total
        // entries, "built" or "fetched" with the bytes of the table file).
        if (mine) w.run.last = performance.now();
        if (typeof globalThis.dispatchEvent === "function" && typeof CustomEvent === "function") {
          globalThis.dispatchEvent(new CustomEvent("searchlab-pdb", { detail: m }));
        }
        return;
      case "line":
      case "frame":
        if (mine) {
          w.run.last = performance.now();
          try { w.run.onLine && w.run.onLine(m.type === "frame" ? m.frame : m.line); } catch (e) { console.error(e); }
        }
        return;
      case "end": {
        if (!mine) return;
        const e = m.end || crashed("the solver ended a run without saying how");
        if (e.kind === END.CRASHED) {
          this.replace(w, e);
          return;
        }
        const run = w.run;
        w.run = null;
        w.memory = m.memory;
        clearTimeout(w.timer);
        if (m.memory > this.recycleAbove || this.slots.length > this.target + this.spare) {
          // A big run (memory never shrinks), or a worker beyond the size.
          if (m.memory > this.recycleAbove) this.recycled++;
          this.remove(w);
          this.fill();
        }
        run.end(e);
        this.dispatch();
      }
    }
  }

  // dispatch gives queued requests to ready idle workers, the oldest
  // first (a spare stays idle, and the resident tables stay in the worker
  // that loaded them), and tells the onReady callbacks when a worker is
  // left idle.
  dispatch() {
    for (const w of this.slots) {
      if (this.queue.length === 0) break;
      if (!w.ready || w.run) continue;
      const r = this.queue.shift();
      w.run = { ...r, last: performance.now() };
      this.armWatchdog(w);
      w.worker.postMessage({ type: "serve", id: r.id, path: r.path, request: r.body, frames: r.frames });
    }
    if (this.ready()) {
      for (const cb of this.readyCallbacks.splice(0)) { try { cb(); } catch (e) { console.error(e); } }
    }
  }

  armWatchdog(w) {
    clearTimeout(w.timer);
    w.timer = setTimeout(() => {
      if (!w.run) return;
      if (performance.now() - w.run.last >= WATCHDOG_MS) this.replace(w, crashed("the solver stopped responding"));
      else this.armWatchdog(w);
    }, WATCHDOG_MS / 4);
  }

  // replace terminates w's worker, starts fresh ones and ends its run (if
  // any) with end. The end runs in a microtask, never inside the caller's
  // stop(): the Go UI may call stop() while holding its own lock.
  replace(w, end) {
    const run = w.run;
    this.remove(w);
    this.fill();
    if (run) queueMicrotask(() => run.end(end));
  }

  remove(w) {
    clearTimeout(w.timer);
    w.run = null;
    w.worker.onmessage = w.worker.onerror = w.worker.onmessageerror = null;
    w.worker.terminate();
    this.slots = this.slots.filter((s) => s !== w);
  }
}

// LANES are the page's lanes: the screens' one worker, started with the
// page (boot.mjs: once the page is interactive), and the Lab's pool,
// started by its first request.
export const LANES = Object.freeze({ SCREENS: "screens", LAB: "lab" });

// install creates the lanes and exposes what the Go UI's bridge calls
// through syscall/js (lane is "screens" or "lab"; every callback's end is
// {kind, why}, web/ends.mjs):
//
//   searchlabSolver.request(lane, path, body, onLine(line), onEnd(end), {frames}) → runId
//     (frames: true, what the Go UI asks for: onLine gets binary frames, ArrayBuffers,
//     instead of NDJSON lines; core/wire/frame.go)
//   searchlabSolver.stop(runId) → bool; searchlabSolver.stopLane(lane) → runs stopped
//   searchlabSolver.resize(lane, k); searchlabSolver.stats(lane) → {size, spawned, recycled, workers, ready, busy, queued, memory}
//   searchlabSolver.ready(lane = "screens") → bool; searchlabSolver.onReady(cb, lane = "screens")
//   searchlabSolver.busy(lane = "screens"); searchlabSolver.error() → why no worker loads, or null
//   searchlabSolver.cores() → navigator.hardwareConcurrency (1 when unknown)
//   searchlabSolver.solve(body, onLine, onEnd) → runId: request("screens", "/api/solve", …)
//   searchlabSolver.describe(end) → null for done, else "kind: why" (logs, tests)
//
// eager starts the screens' worker at once; boot.mjs passes false and
// starts it (lanes.screens.fill()) once the page is interactive, so the
// page's own wasm downloads first (a request starts it earlier).
export function install({ url, labSize = 1, eager = true } = {}) {
  const ids = { next: 1 };
  const lanes = {
    [LANES.SCREENS]: new Lane({ url, size: 1, spare: 1, eager, queue: false, ids }),
    [LANES.LAB]: new Lane({ url, size: labSize, ids }),
  };
  const lane = (name) => lanes[name] || lanes[LANES.SCREENS];
  const api = {
    request: (name, path, body, onLine, onEnd, opts) => lane(name).request(path, body, onLine, onEnd, opts),
    solve: (body, onLine, onEnd) => lanes[LANES.SCREENS].request("/api/solve", body, onLine, onEnd),
    stop: (id) => {
      if (id === undefined || id === null) return lanes[LANES.SCREENS].stop();
      const l = Object.values(lanes).find((l) => l.has(id));
      return l ? l.stop(id) : false;
    },
    stopLane: (name) => lane(name).stopAll(),
    resize: (name, k) => lane(name).resize(k),
    size: (name) => lane(name).size(),
    stats: (name) => lane(name).stats(),
    ready: (name) => lane(name).ready(),
    onReady: (cb, name) => lane(name).onReady(cb),
    busy: (name) => lane(name).busy(),
    error: () => Object.values(lanes).map((l) => l.fatal).find((f) => f) || null,
    cores: () => Math.max(1, navigator.hardwareConcurrency | 0),
    describe,
  };
  globalThis.searchlabSolver = api;
  return lanes;
}
