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

// Pattern databases (the N-puzzle's pdb heuristic). The Go solver lives for
// one request, so the encoded databases live here: in memory for this
// worker, and in Cache Storage (PDB_CACHE, which the service worker leaves
// alone) so that a reload or a new worker loads them instead of building
// them again. wasm/worker/pdb.go calls these three globals.
const PDB_CACHE = "searchlab-pdb-v1";
const pdbMemory = new Map(); // file name → Uint8Array
const pdbKey = (name) => new Request(new URL("./pdb-cache/" + name, self.location.href));
// searchlabPDBLoad resolves with the database file `name` or null (then Go
// builds it): from memory, from Cache Storage, or from the gzipped asset
// dist/pdb/<name>.gz that `make dist` ships for the usual 15-puzzle goals
// (fetched on demand, then cached).
globalThis.searchlabPDBLoad = async (name) => {
  if (pdbMemory.has(name)) return pdbMemory.get(name);
  let cache = null;
  try {
    cache = await caches.open(PDB_CACHE);
    const hit = await cache.match(pdbKey(name));
    if (hit) {
      const bytes = new Uint8Array(await hit.arrayBuffer());
      pdbMemory.set(name, bytes);
      return bytes;
    }
  } catch (err) {
    cache = null; // no Cache Storage here: fetch or build for this worker only
  }
  try {
    const res = await fetch(new URL("./pdb/" + name + ".gz", self.location.href));
    if (!res.ok || typeof DecompressionStream !== "function") return null;
    // The page shows the download (its size as transferred, 0 if unknown).
    self.postMessage({ type: "pdb", id: running, name, state: "fetching", bytes: Number(res.headers.get("Content-Length")) || 0 });
    const bytes = new Uint8Array(await new Response(res.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
    self.postMessage({ type: "pdb", id: running, name, state: "fetched", bytes: bytes.length });
    keepPDB(name, bytes, cache);
    return bytes;
  } catch (err) {
    return null;
  }
};
globalThis.searchlabPDBSave = (name, bytes) => {
  self.postMessage({ type: "pdb", id: running, name, state: "built", bytes: bytes.length });
  caches.open(PDB_CACHE).then((c) => keepPDB(name, bytes, c), () => keepPDB(name, bytes, null));
};
// keepPDB keeps a database in memory and, when cache is given, in Cache Storage.
function keepPDB(name, bytes, cache) {
  pdbMemory.set(name, bytes);
  if (!cache) return;
  cache.put(pdbKey(name), new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }))
    .catch((err) => console.warn("searchlab: cannot cache the pattern database:", err));
}
globalThis.searchlabPDBProgress = (name, done, total) => {
  self.postMessage({ type: "pdb", id: running, name, state: "building", done, total });
};

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
