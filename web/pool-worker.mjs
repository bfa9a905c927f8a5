// pool-worker.mjs — a solver worker of the Lab's pool (web/worker-pool.mjs),
// a dedicated MODULE Web Worker that keeps ONE Go instance alive and
// serves many runs with it.
//
// web/search-worker.mjs runs the Go solver from scratch for every request
// (syumai/workers' way: 35–190 ms of instance start and Go init each, more
// than many small searches take). This worker loads the same
// build/app.wasm once with the same patched build/wasm_exec.js, sets
// globalThis.searchlabKeepAlive so the program's main serves requests for
// as long as it lives (wasm/worker/keepalive.go), and calls its
// binding.serve(path, body, onLine) once per run. It sits in the app root
// beside build/, because build/runtime.mjs fetches "./build/app.wasm"
// relative to this script's URL.
//
// Protocol (page → worker):  {type:"serve", id, path, request}   one run (request: a JSON string)
// Protocol (worker → page):  {type:"ready"}                  the Go program is up
//                            {type:"line", id, line}         one NDJSON line, without "\n"
//                            {type:"end", id}                the answer ended normally
//                            {type:"end", id, error}         "crashed: …" (the Go program died: the
//                                                            page replaces this worker) or
//                                                            "busy: …"
//                            {type:"pdb", id, …}             pattern database steps (pdb-store.mjs)
//                            {type:"fatal", error}           the solver cannot load
// Stopping is not part of the protocol: the page terminates this worker.
import "./build/wasm_exec.js";
import { loadModule } from "./build/runtime.mjs";
import { installPDBStore } from "./pdb-store.mjs";

// A Go timer can fire after the program exited (it died); that throws
// exactly this error, which the "end" message already reported.
self.addEventListener("error", (e) => {
  if (/Go program has already exited/.test(e.message)) e.preventDefault();
});

let running = null; // id of the run in progress
let dead = null;    // why the Go program is gone, once it is
installPDBStore(() => running);

// worker.mjs defines this helper for syumai/workers' Go side; the same
// program may call it here.
globalThis.tryCatch = (fn) => {
  try {
    return { result: fn() };
  } catch (e) {
    return { error: e };
  }
};

const binding = {};
const started = (async () => {
  const mod = await loadModule();
  const go = new Go();
  const exit = go.exit;
  go.exit = (code) => {
    exit(code);
    // main never returns: any exit is the program dying (out of memory, a panic).
    dead = "crashed: the Go solver exited with code " + code + " (out of memory or a panic; see the console)";
    if (running !== null) self.postMessage({ type: "end", id: running, error: dead });
    running = null;
  };
  let ready;
  const up = new Promise((resolve) => { ready = resolve; });
  const instance = new WebAssembly.Instance(mod, { ...go.importObject, workers: { ready: () => ready() } });
  globalThis.searchlabKeepAlive = true;
  go.run(instance, { binding });
  await Promise.race([up, new Promise((_, reject) => setTimeout(() => reject(new Error(dead || "the Go solver did not start")), 60000))]);
})();

started.then(
  () => self.postMessage({ type: "ready" }),
  (err) => self.postMessage({ type: "fatal", error: "the solver failed to load: " + String(err && err.message || err) }),
);

self.onmessage = async (ev) => {
  const msg = ev.data || {};
  if (msg.type !== "serve") return;
  const id = msg.id;
  if (running !== null) {
    self.postMessage({ type: "end", id, error: "busy: this worker already runs a search" });
    return;
  }
  if (dead) {
    self.postMessage({ type: "end", id, error: dead });
    return;
  }
  running = id;
  try {
    await started;
    const path = typeof msg.path === "string" && msg.path.startsWith("/api/") ? msg.path : "/api/solve";
    await binding.serve(path, String(msg.request), (line) => self.postMessage({ type: "line", id, line }));
    if (running === id) self.postMessage({ type: "end", id });
  } catch (err) {
    if (running === id) self.postMessage({ type: "end", id, error: dead || "crashed: " + String(err && err.message || err) });
  } finally {
    if (running === id) running = null;
  }
};
