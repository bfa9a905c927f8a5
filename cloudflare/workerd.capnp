# workerd configuration serving the solver built by `make worker` (build/).
# `make worker-dev` runs: workerd serve workerd.capnp --socket-addr http=$(WORKER_ADDR)
using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [(name = "solver", worker = .solver)],
  sockets = [(name = "http", address = "127.0.0.1:8787", http = (), service = "solver")],
);

# The same modules wrangler bundles from entry.mjs (wrangler.toml): the
# entry (the catalogue's cache), the generator's glue, the patched
# wasm_exec.js and the Go program. The first module is the main one.
const solver :Workerd.Worker = (
  modules = [
    (name = "entry.mjs", esModule = embed "entry.mjs"),
    (name = "build/worker.mjs", esModule = embed "build/worker.mjs"),
    (name = "build/runtime.mjs", esModule = embed "build/runtime.mjs"),
    (name = "build/wasm_exec.js", esModule = embed "build/wasm_exec.js"),
    (name = "build/app.wasm", wasm = embed "build/app.wasm"),
  ],
  compatibilityDate = "2026-10-01",
);
