// The Cloudflare Worker's entry: the solver (build/worker.mjs, the glue
// workers-assets-gen writes for wasm/worker) behind one cache.
//
// GET /api/algorithms answers the same bytes for as long as the isolate
// lives (the catalogue is compiled into the program), but the glue starts
// a fresh Go instance for every request, on the isolate's one thread,
// between the slices of the searches running there: with three searches
// running, the catalogue took 1.9–3.3 s (issue 29). Its first answer per
// game is kept here, in the isolate, and given again from JavaScript
// without waking Go. Only 200 answers are kept, keyed by the one query
// parameter the handler reads (game), so the cache holds at most one
// entry per game and one for the whole catalogue.
import solver from "./build/worker.mjs";

const catalogues = new Map();

function catalogueKey(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = new URL(req.url);
  if (url.pathname !== "/api/algorithms") return null;
  return url.searchParams.get("game") ?? "";
}

async function fetch(req, env, ctx) {
  const key = catalogueKey(req);
  if (key === null) return solver.fetch(req, env, ctx);
  let kept = catalogues.get(key);
  if (kept === undefined) {
    const res = await solver.fetch(new Request(req.url, { method: "GET", headers: req.headers }), env, ctx);
    if (res.status !== 200) return req.method === "HEAD" ? new Response(null, res) : res;
    kept = { headers: [...res.headers], body: await res.arrayBuffer() };
    catalogues.set(key, kept);
  }
  return new Response(req.method === "HEAD" ? null : kept.body, { status: 200, headers: kept.headers });
}

export default { ...solver, fetch };
