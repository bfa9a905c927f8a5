// search-worker.mjs — the solver's dedicated MODULE Web Worker.
//
// It sits in the app root beside build/ because build/runtime.mjs fetches
// "./build/app.wasm" relative to this script's URL. Each
// search is one handlers.fetch(POST https://solver.local/api/solve) call into
// the Go solver (wasm/worker, served by github.com/syumai/workers): every call
// runs the Go program from scratch, streams NDJSON and exits.
//
// Protocol (page → worker):  {type:"solve", id, request}   request: JSON string or object
// Protocol (worker → page):  {type:"ready"}                 the solver module is compiled
//                            {type:"pdb", id, name, state, done, total, bytes}
//                                                            a pattern database is being built
//                                                            ("building"), was ("built"), is
//                                                            being downloaded ("fetching") or
//                                                            was ("fetched")
//                            {type:"line", id, line}         one NDJSON line, without "\n"
//                            {type:"end", id}                the stream ended normally
//                            {type:"end", id, error}         the search could not run or the
//                                                            Go program died ("crashed: …")
// Stopping is not part of the protocol: the page terminates this worker.
import handlers from "./build/worker.mjs";
import { loadModule } from "./build/runtime.mjs";
import { installPDBStore } from "./pdb-store.mjs";

// A request that was cancelled (or, rarely, one that completed) can leave a Go
// timer that fires after the program exited; that throws exactly this error.
// It is harmless, so keep it from reaching the page's worker.onerror.
self.addEventListener("error", (e) => {
  if (/Go program has already exited/.test(e.message)) e.preventDefault();
});
self.addEventListener("unhandledrejection", (e) => {
  const msg = e.reason && e.reason.message ? e.reason.message : String(e.reason);
  if (/Go program has already exited/.test(msg)) e.preventDefault();
});

// Track the Go instance of the running request so that a Go program that dies
// (fatal error: out of memory, a panic) ends the search instead of leaving the
// stream hanging. worker.mjs does `new Go()` through the global, so a subclass
// installed here is the one it uses.
let goExited = null; // callback of the running search, called with the exit code
const BaseGo = globalThis.Go;
globalThis.Go = class TrackedGo extends BaseGo {
  constructor() {
    super();
    const exit = this.exit;
    this.exit = (code) => {
      exit(code);
      if (code !== 0 && goExited) goExited(code);
    };
  }
};

const encoder = new TextEncoder();
let busy = false;
let running = null; // id of the running search

// Pattern databases (the N-puzzle's pdb heuristic): the Go solver lives
// for one request here, so the encoded databases live in this worker and
// in Cache Storage (pdb-store.mjs).
installPDBStore(() => running);

loadModule().then(
  () => self.postMessage({ type: "ready" }),
  (err) => self.postMessage({ type: "fatal", error: "the solver failed to load: " + String(err && err.message || err) }),
);

self.onmessage = async (ev) => {
  const msg = ev.data || {};
  if (msg.type !== "solve") return;
  const id = msg.id;
  if (busy) {
    self.postMessage({ type: "end", id, error: "busy: this worker already runs a search" });
    return;
  }
  busy = true;
  running = id;
  try {
    const path = typeof msg.path === "string" && msg.path.startsWith("/api/") ? msg.path : "/api/solve";
    const error = await solve(id, msg.request, path);
    self.postMessage(error ? { type: "end", id, error } : { type: "end", id });
  } finally {
    busy = false;
  }
};

// solve streams one request's NDJSON lines to the page and resolves with null
// when the stream ended normally, or with an error sentence.
async function solve(id, request, path = "/api/solve") {
  const body = typeof request === "string" ? request : JSON.stringify(request);
  let died = null;
  let wake = null;
  const deathPromise = new Promise((resolve) => { wake = resolve; });
  goExited = (code) => {
    died = "crashed: the Go solver exited with code " + code + " (out of memory or a panic; see the console)";
    wake();
  };
  try {
    const res = await Promise.race([
      handlers.fetch(new Request("https://solver.local" + path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: encoder.encode(body),
      })),
      deathPromise.then(() => null),
    ]);
    if (died) return died;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let carry = "";
    for (;;) {
      const r = await Promise.race([reader.read(), deathPromise.then(() => null)]);
      if (died || r === null) return died;
      if (r.done) break;
      if (!r.value || r.value.length === 0) continue; // the first chunk is always empty
      carry += decoder.decode(r.value, { stream: true });
      let nl;
      while ((nl = carry.indexOf("\n")) >= 0) {
        const line = carry.slice(0, nl).replace(/\r$/, "");
        carry = carry.slice(nl + 1);
        if (line !== "") self.postMessage({ type: "line", id, line });
      }
    }
    carry += decoder.decode();
    if (carry.trim() !== "") self.postMessage({ type: "line", id, line: carry.trim() });
    return died;
  } catch (err) {
    const msg = String(err && err.message || err);
    if (died) return died;
    if (/Go program has already exited/.test(msg)) return "crashed: the Go solver exited early";
    return "crashed: " + msg;
  } finally {
    goExited = null;
  }
}
