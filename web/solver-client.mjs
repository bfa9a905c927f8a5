// solver-client.mjs — the page side of the solver: it owns the Web Workers
// that run searches (web/search-worker.mjs) and is the only thing the Go UI
// talks to, through globalThis.searchlabSolver (see install below).
//
// Lifecycle: a pool of two workers (the second spawned once the first is
// ready). A search takes an idle ready worker; the other one stays a warm
// spare. When a search ends normally its worker goes
// back to the pool. stop() terminates the running worker at once (a Go
// program in wasm cannot be interrupted any other way),
// promotes the spare and spawns a fresh one. A worker that crashes (an error
// event, a Go program that died, or silence past the watchdog) is replaced
// the same way, and its search ends with "crashed: …".

import { WorkerSlots } from "./worker-slots.mjs";

export class SolverClient extends WorkerSlots {
  constructor({ url = "./search-worker.mjs", poolSize = 2 } = {}) {
    super();
    this.url = url;
    this.poolSize = poolSize;
    this.readyCallbacks = [];
    this.nextId = 1;
    this.fatal = null; // set when a worker reports that the solver cannot load
    // The spare is spawned once the first worker is ready, so the two do not
    // download and compile the solver at the same time during page load (the
    // second compile then comes from the HTTP or service-worker cache).
    this.spawn();
  }

  // ready reports whether a search can start now.
  ready() {
    return this.slots.some((s) => s.ready && !s.run);
  }

  // busy reports whether a search is running.
  busy() {
    return this.slots.some((s) => s.run);
  }

  // onReady calls cb once a worker is ready (at once, asynchronously, if one is).
  onReady(cb) {
    if (this.ready()) queueMicrotask(() => cb());
    else this.readyCallbacks.push(cb);
  }

  // solve starts a search. request is the solve request (a JSON string or an
  // object); onLine receives each NDJSON line (a string); onEnd receives null
  // when the stream ended, or an error sentence: "stopped", "crashed: …",
  // "busy: …" (a search is already running), "not ready: …". It returns the run id.
  solve(request, onLine, onEnd) {
    return this.request("/api/solve", request, onLine, onEnd);
  }

  // request is solve for another POST endpoint of the solver (path
  // "/api/solve" or "/api/generate"), with the same callbacks and life cycle.
  request(path, request, onLine, onEnd) {
    const id = this.nextId++;
    const end = (err) => { try { onEnd && onEnd(err); } catch (e) { console.error(e); } };
    if (this.busy()) {
      queueMicrotask(() => end("busy: a search is already running; stop it first"));
      return id;
    }
    const slot = this.slots.find((s) => s.ready && !s.run) || this.slots.find((s) => !s.run);
    if (!slot) {
      queueMicrotask(() => end("not ready: " + (this.fatal || "no solver worker")));
      return id;
    }
    const body = typeof request === "string" ? request : JSON.stringify(request);
    slot.run = { id, onLine, end, last: performance.now() };
    this.armWatchdog(slot);
    slot.worker.postMessage({ type: "solve", id, request: body, path });
    return id;
  }

  // stop ends a running search at once: its worker is terminated, its onEnd
  // gets "stopped", and a fresh worker is spawned. With an id (what solve or
  // request returned) only that run is stopped; without one, whichever runs.
  // It returns whether a search was stopped.
  stop(id) {
    const any = id === undefined || id === null;
    const slot = this.slots.find((s) => s.run && (any || s.run.id === id));
    if (!slot) return false;
    this.replace(slot, "stopped");
    return true;
  }

  spawn() {
    let worker;
    try {
      worker = new Worker(this.url, { type: "module" });
    } catch (e) {
      this.fatal = "cannot start the solver worker: " + e.message;
      console.error(this.fatal);
      return;
    }
    const slot = { worker, ready: false, run: null, timer: 0 };
    worker.onmessage = (ev) => this.message(slot, ev.data || {});
    worker.onerror = (ev) => {
      ev.preventDefault();
      const what = ev.message || "the solver worker failed";
      if (!slot.ready && !slot.run) {
        // A worker that cannot even load will not load the next time either:
        // report it and do not respawn in a loop.
        this.fatal = what;
        console.error("solver worker failed to load:", what);
        this.remove(slot);
        return;
      }
      this.replace(slot, "crashed: " + what);
    };
    worker.onmessageerror = () => this.replace(slot, "crashed: a message from the solver could not be read");
    this.slots.push(slot);
  }

  message(slot, m) {
    switch (m.type) {
      case "ready":
        slot.ready = true;
        this.fatal = null;
        this.fireReady();
        if (this.slots.length < this.poolSize) this.spawn();
        break;
      case "fatal":
        this.fatal = m.error;
        console.error(m.error);
        this.remove(slot);
        break;
      default:
        this.runMessage(slot, m);
        break;
    }
  }

  // ended implements WorkerSlots: the worker is free again.
  ended() {
    this.fireReady();
  }

  fireReady() {
    if (!this.ready()) return;
    const cbs = this.readyCallbacks.splice(0);
    for (const cb of cbs) { try { cb(); } catch (e) { console.error(e); } }
  }

  // refill implements WorkerSlots: a fresh worker for the one removed.
  refill() {
    this.spawn();
  }
}

// install creates the client and exposes the small surface the Go UI uses
// through syscall/js:
//
//   searchlabSolver.ready() → bool
//   searchlabSolver.onReady(cb)
//   searchlabSolver.solve(requestJSON, onLine(lineString), onEnd(errorStringOrNull)) → runId
//   searchlabSolver.request(path, requestJSON, onLine, onEnd) → runId (POST path, e.g. /api/generate)
//   searchlabSolver.stop(runId?) → bool (whether a search was stopped; without
//     a run id, whichever runs)
//   searchlabSolver.busy() → bool
export function install(options) {
  const client = new SolverClient(options);
  const api = {
    ready: () => client.ready(),
    busy: () => client.busy(),
    onReady: (cb) => client.onReady(cb),
    solve: (req, onLine, onEnd) => client.solve(req, onLine, onEnd),
    request: (path, req, onLine, onEnd) => client.request(path, req, onLine, onEnd),
    stop: (id) => client.stop(id),
    error: () => client.fatal,
  };
  globalThis.searchlabSolver = api;
  return client;
}
