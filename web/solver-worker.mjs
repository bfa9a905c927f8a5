// solver-worker.mjs — the solver's one kind of Web Worker: a dedicated
// MODULE worker that keeps ONE Go instance alive and serves many runs
// with it, for the screens (a lane of one worker) and the Lab (a pool);
// web/worker-pool.mjs owns them.
//
// syumai/workers' own way (build/worker.mjs) runs the Go program from
// scratch for every request: 35–190 ms of instance start and Go init,
// more than many small searches take, and no table survives a request.
// This worker loads build/app.wasm once with the same patched
// build/wasm_exec.js, sets globalThis.searchlabKeepAlive so the program's
// main serves requests for as long as it lives (wasm/worker/keepalive),
// and calls its binding.serve(path, body, onLine) once per run; read-only
// tables (pattern databases, learned weights) stay resident between runs.
// It sits in the app root beside build/, because build/runtime.mjs
// fetches "./build/app.wasm" relative to this script's URL.
//
// Protocol (page → worker):  {type:"serve", id, path, request, frames}   one run (request: a JSON
//                                                            string; frames: true to get binary
//                                                            frames instead of NDJSON lines)
// Protocol (worker → page):  {type:"ready"}                  the Go program is up
//                            {type:"line", id, line}         one NDJSON line, without "\n"
//                            {type:"frame", id, frame}       one binary frame (core/wire/frame.go),
//                                                            an ArrayBuffer transferred, not copied
//                            {type:"end", id, end, memory}   the run is over: end is typed
//                                                            (web/ends.mjs); memory is the
//                                                            instance's WebAssembly memory in
//                                                            bytes (it never shrinks: the page
//                                                            recycles a worker that grew big)
//                            {type:"pdb", id, …}             pattern database steps (pdb-store.mjs)
//                            {type:"fatal", error}           the solver cannot load
// Stopping is not part of the protocol: the page terminates this worker.
import "./build/wasm_exec.js";
import { loadModule } from "./build/runtime.mjs";
import { installPDBStore } from "./pdb-store.mjs";
import { done, crashed, refused } from "./ends.mjs";

// A Go timer can fire after the program exited (it died); that throws
// exactly this error, which the "end" message already reported.
self.addEventListener("error", (e) => {
  if (/Go program has already exited/.test(e.message)) e.preventDefault();
});

let running = null; // id of the run in progress
let dead = null;    // why the Go program is gone, once it is
let memory = null;  // the instance's WebAssembly.Memory
installPDBStore(() => running);

const memoryBytes = () => (memory ? memory.buffer.byteLength : 0);
const end = (id, e) => self.postMessage({ type: "end", id, end: e, memory: memoryBytes() });

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
    dead = "the Go solver exited with code " + code + " (out of memory or a panic; see the console)";
    if (running !== null) end(running, crashed(dead));
    running = null;
  };
  let ready;
  const up = new Promise((resolve) => { ready = resolve; });
  const instance = new WebAssembly.Instance(mod, { ...go.importObject, workers: { ready: () => ready() } });
  memory = instance.exports.mem || null;
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
    end(id, refused("this worker already runs a search"));
    return;
  }
  if (dead) {
    end(id, crashed(dead));
    return;
  }
  running = id;
  try {
    await started;
    const path = typeof msg.path === "string" && msg.path.startsWith("/api/") ? msg.path : "/api/solve";
    if (msg.frames) {
      await binding.serve(path, String(msg.request), null, (frame) => self.postMessage({ type: "frame", id, frame }, [frame]));
    } else {
      await binding.serve(path, String(msg.request), (line) => self.postMessage({ type: "line", id, line }));
    }
    if (running === id) end(id, done());
  } catch (err) {
    if (running === id) end(id, crashed(dead || String(err && err.message || err)));
  } finally {
    if (running === id) running = null;
  }
};
