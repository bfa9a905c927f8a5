// worker-pool.mjs — the page side of the Lab's pool of solver workers
// (web/pool-worker.mjs), behind globalThis.searchlabPool (install below).
//
// Each worker keeps one Go solver instance alive and does one run at a
// time; requests wait in a queue (first come, first served) until a worker
// is free. The pool starts empty: its workers are spawned on the first
// request or resize, so the screens that never use the Lab never pay for
// them. Lifecycle:
//   - resize(k): k workers (at least 1); extra idle workers go at once,
//     busy ones when their run ends;
//   - stop(id): a queued request is dropped; a running one's worker is
//     terminated (a Go program in wasm cannot be interrupted any other
//     way) and a fresh one spawned; onEnd("stopped");
//   - stopAll(): every worker terminated at once, every run and queued
//     request ends "stopped", k fresh workers spawned;
//   - a worker that dies (an error event, its Go program exiting, or
//     silence past the watchdog during a run) is replaced and its run ends
//     "crashed: …"; the queue goes on.

import { WorkerSlots } from "./worker-slots.mjs";

export class WorkerPool extends WorkerSlots {
  constructor({ url = "./pool-worker.mjs", size = 1 } = {}) {
    super();
    this.url = url;
    this.target = Math.max(1, size | 0);
    this.queue = [];   // requests waiting: {id, path, body, onLine, end}
    this.nextId = 1;
    this.spawned = 0;  // workers started so far (each one Go instance)
    this.fatal = null; // why no worker can load, once one reported it
  }

  size() { return this.target; }

  // stats says how many workers there are, are ready and busy, how many
  // requests wait, and how many workers were started in all.
  stats() {
    return {
      size: this.target,
      spawned: this.spawned,
      workers: this.slots.length,
      ready: this.slots.filter((w) => w.ready).length,
      busy: this.slots.filter((w) => w.run).length,
      queued: this.queue.length,
    };
  }

  resize(k) {
    this.target = Math.max(1, k | 0);
    this.fill();
    for (const w of this.slots.filter((w) => !w.run)) {
      if (this.slots.length <= this.target) break;
      this.remove(w);
    }
  }

  // request queues a POST of body (a JSON string) to path; onLine gets
  // each NDJSON line, onEnd null when the answer ended normally, else
  // "stopped", "crashed: …" or "not ready: …". It returns the run id.
  request(path, body, onLine, onEnd) {
    const id = this.nextId++;
    const end = (err) => { try { onEnd && onEnd(err); } catch (e) { console.error(e); } };
    if (this.fatal && this.slots.length === 0) {
      queueMicrotask(() => end("not ready: " + this.fatal));
      return id;
    }
    this.queue.push({ id, path, body: typeof body === "string" ? body : JSON.stringify(body), onLine, end });
    this.fill();
    this.dispatch();
    return id;
  }

  stop(id) {
    const q = this.queue.findIndex((r) => r.id === id);
    if (q >= 0) {
      const [r] = this.queue.splice(q, 1);
      queueMicrotask(() => r.end("stopped"));
      return true;
    }
    const w = this.slots.find((w) => w.run && w.run.id === id);
    if (!w) return false;
    this.replace(w, "stopped");
    return true;
  }

  stopAll() {
    const queued = this.queue.splice(0);
    const runs = this.slots.filter((w) => w.run).map((w) => w.run);
    for (const w of [...this.slots]) this.remove(w);
    this.fill();
    queueMicrotask(() => {
      for (const r of [...runs, ...queued]) r.end("stopped");
    });
    return runs.length + queued.length;
  }

  // fill spawns workers up to the target size.
  fill() {
    while (this.slots.length < this.target && !(this.fatal && this.slots.length === 0 && this.failedLoads > 2)) {
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
      this.replace(w, "crashed: " + what);
    };
    worker.onmessageerror = () => this.replace(w, "crashed: a message from the solver could not be read");
    this.slots.push(w);
    return true;
  }

  // loadFailed drops a worker that could not load; after three in a row
  // the queue is refused with why (no respawning in a loop).
  loadFailed(w, why) {
    this.fatal = why;
    console.error("solver pool worker failed to load:", why);
    this.remove(w);
    this.failedLoads = (this.failedLoads || 0) + 1;
    if (this.failedLoads > 2) {
      for (const r of this.queue.splice(0)) queueMicrotask(() => r.end("not ready: " + why));
      return;
    }
    this.fill();
  }

  message(w, m) {
    switch (m.type) {
      case "ready":
        w.ready = true;
        this.fatal = null;
        this.failedLoads = 0;
        this.dispatch();
        break;
      case "fatal":
        this.loadFailed(w, m.error);
        break;
      default:
        this.runMessage(w, m);
        break;
    }
  }

  // ended implements WorkerSlots: a worker beyond the pool's size goes,
  // the others take the next queued request.
  ended(w) {
    if (this.slots.length > this.target) this.remove(w);
    this.dispatch();
  }

  // dispatch gives queued requests to ready idle workers.
  dispatch() {
    for (const w of this.slots) {
      if (this.queue.length === 0) return;
      if (!w.ready || w.run) continue;
      const r = this.queue.shift();
      w.run = { ...r, last: performance.now() };
      this.armWatchdog(w);
      w.worker.postMessage({ type: "serve", id: r.id, path: r.path, request: r.body });
    }
  }

  // refill implements WorkerSlots: workers up to the size.
  refill() {
    this.fill();
  }
}

// install creates the pool (no worker yet) and exposes what the Go UI's
// bridge (wasm/app/bridge.go) calls through syscall/js:
//
//   searchlabPool.request(path, body, onLine(line), onEnd(errorOrNull)) → runId
//   searchlabPool.stop(runId) → bool
//   searchlabPool.stopAll() → number of runs and queued requests stopped
//   searchlabPool.resize(k); searchlabPool.size() → k
//   searchlabPool.stats() → {size, spawned, workers, ready, busy, queued}
//   searchlabPool.cores() → navigator.hardwareConcurrency (1 when unknown)
export function install(options) {
  const pool = new WorkerPool(options);
  globalThis.searchlabPool = {
    request: (path, body, onLine, onEnd) => pool.request(path, body, onLine, onEnd),
    stop: (id) => pool.stop(id),
    stopAll: () => pool.stopAll(),
    resize: (k) => pool.resize(k),
    size: () => pool.size(),
    stats: () => pool.stats(),
    cores: () => Math.max(1, navigator.hardwareConcurrency | 0),
    error: () => pool.fatal,
  };
  return pool;
}
