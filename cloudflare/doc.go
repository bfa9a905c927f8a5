// Package cloudflare holds what runs SearchLab's solver on Cloudflare
// Workers: wrangler.toml (deploying), workerd.capnp (the local runtime's
// configuration), package.json and package-lock.json pinning workerd, and
// the test that serves the built worker (wasm/worker, `make worker`) with
// workerd and checks its answers against the native handler. There is no Go
// code to import; the README's "Run the solver on Cloudflare Workers" tells
// how to deploy and which budgets keep a request inside Cloudflare's limits.
package cloudflare
