// pdb-store.mjs — where a solver worker (web/solver-worker.mjs) finds
// the N-puzzle's pattern database files (the pdb heuristic).
//
// The Go solver (wasm/worker/pdb.go) reaches them through three globals
// this module defines: searchlabPDBLoad(name) → Promise<Uint8Array|null>,
// searchlabPDBSave(name, bytes) and searchlabPDBProgress(name, done,
// total). The decoded databases stay resident in the worker's Go program
// (wasm/worker/pdb.go, bounded), so a file is read here once per worker;
// the encoded files live in Cache Storage (PDB_CACHE, which the service
// worker leaves alone), so that a reload or a fresh worker loads them
// instead of building them again.
// Every step is told to the page as {type:"pdb", id, name, state, …}
// ("fetching" with the bytes to download, "building" with done/total
// entries, "built" or "fetched" with the bytes of the table file), id
// being the run the worker is doing (running()).

const PDB_CACHE = "searchlab-pdb-v1";

// installPDBStore defines the three globals; running() is the id of the
// run in progress (for the page's messages).
export function installPDBStore(running) {
  const key = (name) => new Request(new URL("./pdb-cache/" + name, self.location.href));
  const post = (msg) => self.postMessage({ type: "pdb", id: running(), ...msg });

  // keep keeps a database file in Cache Storage (when there is one).
  const keep = (name, bytes, cache) => {
    if (!cache) return;
    cache.put(key(name), new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }))
      .catch((err) => console.warn("searchlab: cannot cache the pattern database:", err));
  };

  // searchlabPDBLoad resolves with the database file `name` or null (then
  // Go builds it): from Cache Storage, or from the gzipped
  // asset dist/pdb/<name>.gz that `make dist` ships for the usual
  // 15-puzzle goals (fetched on demand, then cached).
  globalThis.searchlabPDBLoad = async (name) => {
    let cache = null;
    try {
      cache = await caches.open(PDB_CACHE);
      const hit = await cache.match(key(name));
      if (hit) {
        return new Uint8Array(await hit.arrayBuffer());
      }
    } catch (err) {
      cache = null; // no Cache Storage here: fetch or build for this worker only
    }
    try {
      const res = await fetch(new URL("./pdb/" + name + ".gz", self.location.href));
      if (!res.ok || typeof DecompressionStream !== "function") return null;
      // The page shows the download (its size as transferred, 0 if unknown).
      post({ name, state: "fetching", bytes: Number(res.headers.get("Content-Length")) || 0 });
      const bytes = new Uint8Array(await new Response(res.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
      post({ name, state: "fetched", bytes: bytes.length });
      keep(name, bytes, cache);
      return bytes;
    } catch (err) {
      return null;
    }
  };
  globalThis.searchlabPDBSave = (name, bytes) => {
    post({ name, state: "built", bytes: bytes.length });
    caches.open(PDB_CACHE).then((c) => keep(name, bytes, c), () => keep(name, bytes, null));
  };
  globalThis.searchlabPDBProgress = (name, done, total) => {
    post({ name, state: "building", done, total });
  };
}
