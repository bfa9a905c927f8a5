# SearchLab build, run and test. Everything is Go; npm only installs workerd (cloudflare/) for the Cloudflare Workers test.
#   make run     build dist/ and serve it at http://$(ADDR)/
#   make dist    (= make build) write the self-contained static site to dist/
#   make check   the fast loop (about a minute with a warm build cache): vet, staticcheck,
#                go test -short ./... (no browser: the end-to-end package skips under -short)
#   make test    vet, staticcheck, format, go mod tidy, build and import checks, all Go tests
#                (end-to-end in headless Chromium included), the wasm_exec.js guard
#   make bench   benchmarks of the core packages as a table
#   make train-bt  self-play data and the Othello Bradley–Terry γ tables
#   make train-eval  the learned Othello evaluation (TD self-play) and its report
#   make sizes   sizes in dist/ (raw, gzip, brotli): both wasm binaries, the page before interactive, the whole app
#   make worker  the solver for Cloudflare Workers in cloudflare/build/
#   make worker-dev  serve it with workerd (npm, cloudflare/) on $(WORKER_ADDR)
#   make clean   remove dist/
SHELL := bash
.SHELLFLAGS := -euo pipefail -c
GO ?= go
DIST ?= dist
ADDR ?= 127.0.0.1:8080
WASM_ENV := GOOS=js GOARCH=wasm
WASM_FLAGS := -trimpath -ldflags="-s -w"
# The page's binary (ui.wasm) is built without inlining (-l) but in the
# packages where inlining buys speed that matters: the Go runtime (without
# it, it grows by 10% and runs slower) with its internal packages, and the
# two page packages it runs hot (core/wire decodes every frame,
# core/replay builds the trace's tree). Everywhere else inlining costs
# bytes and buys no speed that matters: the page's own packages, the core
# packages it links (rules, views' helpers), Vecty and the rest of the
# standard library (formatting, parsing, encoding, reflection). The last
# -gcflags pattern that matches a package wins. The worker (it runs the
# searches) keeps WASM_FLAGS. Measured (issue 28, make sizes, main
# 46e5b63): ui.wasm 3,378,890 -> 2,726,188 bytes gzip -9 and 2,349,940 ->
# 1,938,328 brotli 11, with the data segments joined (mkdist); the end of
# a traced DFS run (TestMeasureReplayEndDFS) showed no slower task. Then
# (h28size) -l on the rest of the standard library and Vecty: 2,446,904
# -> 2,415,816 gzip -9 (ui.wasm alone); BenchmarkTraceDecode's frames
# (the page's path) as fast in one run under node, its JSON path (the old
# one) 10-30% slower.
UI_WASM_FLAGS := $(WASM_FLAGS) -gcflags=all=-l \
	$(foreach p,runtime internal/runtime/... internal/abi internal/bytealg sync/atomic math/bits searchlab/core/wire searchlab/core/replay,-gcflags=$(p)=)
BENCH_PKGS ?= ./core/...
WORKER_DIR := cloudflare
WORKER_ADDR ?= 127.0.0.1:8787

.PHONY: all build dist plugins run check gotest-short test vet staticcheck fmt-check tidy-check core-checks ui-deps-check wasm-exec-check chromium gotest bench train-bt train-eval sizes clean worker worker-deps e2e-deps worker-dev

all: dist

build: dist

# dist is built incrementally: every file below is a make target that is
# remade only when what it is made from changed, so a second `make run`
# serves within seconds (`make clean` starts over).
#   - the solver's glue (workers-assets-gen, which empties $(DIST)/build
#     first, so the solver binary is rebuilt after it) when go.mod changes;
#   - each wasm binary when a Go source, an embedded file (levels/), go.mod,
#     go.sum, the Go toolchain or this Makefile changes (the Go build cache
#     makes the rebuild itself incremental; go build leaves a binary that
#     is already up to date untouched, hence the touch);
#   - the site (mkdist: copies, the screens' styles bundled, icons, sw.js,
#     .gz copies of what changed) when a binary or a file of index.html,
#     web/, a screen's style.css or mkdist changes;
#   - dist/pdb/: the 15-puzzle's 6-6-3 and the 24-puzzle's 5-5-5-5-4
#     pattern databases for both usual goals, gzipped (about 1.3 MB and
#     0.48 MB each; the worker fetches one on the first pdb search instead
#     of building it; not precached), from the user's cache
#     (os.UserCacheDir()/searchlab/pdb), where the first build on a machine
#     builds them (about a minute for 4×4, 17 s of CPU and 130 MB for each
#     5×5), when core/npuzzle changes.
GO_SRC := $(shell find core wasm levels -type f -not -name '*_test.go' -not -name '*.css' -not -path '*/testdata/*' 2>/dev/null) go.mod go.sum
GO_TOOLCHAIN := $(shell $(GO) env GOROOT)/VERSION
WEB_SRC := index.html $(wildcard web/*.mjs web/*.css wasm/app/screens/*/style.css web/icon.svg web/manifest.webmanifest web/sw.template.js web/tools/mkdist/*.go)
PDB_SRC := $(shell find core/npuzzle -maxdepth 1 -name '*.go' -not -name '*_test.go' 2>/dev/null) core/cmd/searchlab/pdb.go
PDB_GOALS := -goal "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0" -goal "0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15" \
	-goal "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 24 0" -goal "0 1 2 3 4/5 6 7 8 9/10 11 12 13 14/15 16 17 18 19/20 21 22 23 24"

# A recipe that fails leaves no half-written target behind.
.DELETE_ON_ERROR:

dist: $(DIST)/sw.js $(DIST)/pdb/.built

$(DIST)/build/worker.mjs: go.mod go.sum
	mkdir -p $(DIST)
	$(GO) tool workers-assets-gen -mode=go -runtime=browser -o $(DIST)/build

# The lists that link every game into the programs (core/games/all,
# core/games/catalog, wasm/app/screens_gen.go) are written from the
# folders core/games/*game and wasm/app/screens/*screen before a build:
# a new game's folders are all it adds. Only a file that changes is
# rewritten, so an up-to-date tree rebuilds nothing. The files are
# committed (a clone builds with go build alone) and a test
# (web/tools/genplugins) fails when one is out of date.
plugins:
	$(GO) run ./web/tools/genplugins -root .

$(DIST)/build/app.wasm: $(DIST)/build/worker.mjs $(GO_SRC) $(GO_TOOLCHAIN) Makefile | plugins
	$(WASM_ENV) $(GO) build $(WASM_FLAGS) -o $@ ./wasm/worker
	touch $@

$(DIST)/ui.wasm: $(GO_SRC) $(GO_TOOLCHAIN) Makefile | plugins
	mkdir -p $(DIST)
	$(WASM_ENV) $(GO) build $(UI_WASM_FLAGS) -o $@ ./wasm/app
	touch $@

# mkdist writes sw.js after everything else it writes (the .gz copies last).
# MKDIST_FLAGS=-no-brotli writes gzip copies only (the end-to-end tests'
# build: brotli 11 of the binaries costs about two minutes of CPU).
MKDIST_FLAGS ?=
$(DIST)/sw.js: $(DIST)/ui.wasm $(DIST)/build/app.wasm $(WEB_SRC) $(GO_TOOLCHAIN)
	$(GO) run ./web/tools/mkdist -root . -out $(DIST) $(MKDIST_FLAGS)

$(DIST)/pdb/.built: $(PDB_SRC)
	$(GO) run ./core/cmd/searchlab pdb -out $(DIST)/pdb $(PDB_GOALS)
	touch $@

# The CLI serves the site and the solve API.
run: dist
	@echo "SearchLab: http://$(ADDR)/"
	exec $(GO) run ./core/cmd/searchlab serve -addr $(ADDR) -static $(DIST)

# $(call run-steps,STEPS,NAME) makes every target of STEPS in turn, each
# even when an earlier one fails; the failures are listed at the end and
# make NAME fails if there was any.
run-steps = failed=""; \
	for step in $(1); do \
		echo "== make $$step"; \
		$(MAKE) --no-print-directory $$step || failed="$$failed $$step"; \
	done; \
	if [ -n "$$failed" ]; then echo "make $(2): FAILED:$$failed"; exit 1; fi; \
	echo "make $(2): all checks passed"

TEST_STEPS := vet staticcheck fmt-check tidy-check core-checks ui-deps-check wasm-exec-check worker-deps e2e-deps gotest
test: chromium
	@$(call run-steps,$(TEST_STEPS),test)

# The end-to-end tests need Chromium; install it when we can.
chromium:
	@if ! command -v chromium >/dev/null 2>&1; then \
		if [ "$$(id -u)" = 0 ]; then \
			apt-get update && apt-get install -y chromium chromium-driver; \
		else \
			echo "warning: chromium is not installed and we are not root: the end-to-end tests will be skipped" >&2; \
		fi; \
	fi

vet:
	$(GO) vet ./...
	$(WASM_ENV) $(GO) vet ./wasm/...
	$(WASM_ENV) $(GO) vet -tags cloudflare ./wasm/worker

# staticcheck, pinned in go.mod's tool block (go tool staticcheck), on the
# native build of everything and the js/wasm build of wasm/. The two runs are
# merged (staticcheck -merge), so code used only under one build (a helper
# of the js-only views) is not reported unused by the other.
staticcheck:
	@sc="$$($(GO) tool -n staticcheck)"; tmp="$$(mktemp -d)"; trap 'rm -rf "$$tmp"' EXIT; \
	"$$sc" -f binary ./... >"$$tmp/native"; \
	$(WASM_ENV) "$$sc" -f binary ./wasm/... >"$$tmp/wasm"; \
	"$$sc" -merge "$$tmp/native" "$$tmp/wasm"; \
	echo "staticcheck: no findings (native ./... and js/wasm ./wasm/...)"

# The fast check loop, with the dependency rules (seconds, and they catch
# what a unit test cannot: core importing syscall/js, the page linking an
# engine).
CHECK_STEPS := vet staticcheck core-checks ui-deps-check gotest-short
check:
	@$(call run-steps,$(CHECK_STEPS),check)

# Unit tests without the slow ones (testing.Short) and without the browser
# (wasm/e2e skips every test under -short).
gotest-short:
	$(GO) test -short ./...

fmt-check:
	@out="$$(gofmt -l $$(git ls-files -co --exclude-standard -- '*.go'))"; \
	if [ -n "$$out" ]; then echo "gofmt needed on:"; echo "$$out"; exit 1; fi

# go.mod and go.sum say exactly what the code imports.
tidy-check:
	$(GO) mod tidy -diff

# core must build for the browser and must never import syscall/js itself.
core-checks:
	$(WASM_ENV) $(GO) build ./core/...
	@bad="$$($(WASM_ENV) $(GO) list -f '{{.ImportPath}}: {{join .Imports " "}} {{join .TestImports " "}} {{join .XTestImports " "}}' ./core/... | grep -E '(^| )syscall/js( |$$)' || true)"; \
	bad="$$bad$$(grep -rlE '"syscall/js"' --include='*.go' core || true)"; \
	if [ -n "$$bad" ]; then echo "core must not import syscall/js:"; echo "$$bad"; exit 1; fi
	@echo "core builds for js/wasm and does not import syscall/js"

# The UI binary must not link net/http (about +3 MB raw, +0.85 MB gzip for
# the server types alone) nor syumai/workers (it panics outside worker.mjs):
# only the solver (wasm/worker) does.
#
# Nor any engine (issue 28): the page builds its catalogue from the games'
# descriptors (core/games/catalog) and every search runs in the worker, so
# wasm/app must not depend on UI_ENGINES: the local searches, Monte Carlo
# tree search (the Nim screen's tree view is stepped in the worker), the
# match player, the Bradley-Terry models and Othello's MCTS programs with
# their learned weights, the search dispatch and the games' engine packages
# (core/games/*/engine, core/games/all). core/search and core/adversarial
# stay: the wire, the registry and the rules packages use their types
# (Problem, Stats, Event), and the linker keeps only the code the page
# calls (none of core/adversarial's since the Nim tree view moved).
# Nor standard packages that cost the page more than the little it used
# of them (issue 28): regexp (~100 KB gzip; strings scanning instead, as
# wasm/app/i18n/match.go), html (its 2,231-entity table: the components'
# markup escapes with a strings.Replacer, i18n reads the charts' texts
# back with unescapeXML), encoding/xml and encoding/csv (core/experiment
# writes its SVG escapes and CSV records itself: esc, csvRecord).
UI_HEAVY := regexp|html|encoding/xml|encoding/csv
UI_ENGINES := searchlab/core/local|searchlab/core/mcts|searchlab/core/tournament|searchlab/core/bradleyterry|searchlab/core/othello/btmodel|searchlab/core/othello/mctsprog|searchlab/core/registry/dispatch|searchlab/core/games/all|searchlab/core/games/[a-z]+/engine
ui-deps-check:
	@deps="$$($(WASM_ENV) $(GO) list -deps ./wasm/app)"; \
	imports="$$($(WASM_ENV) $(GO) list -deps -f '{{.ImportPath}}: {{join .Imports " "}}' ./wasm/app)"; \
	if grep -qxE 'net/http|github.com/syumai/workers(/.*)?' <<<"$$deps"; then \
		echo "wasm/app (the UI) must not depend on net/http or github.com/syumai/workers; these packages import them:"; \
		grep -E ' (net/http|github.com/syumai/workers)( |$$)' <<<"$$imports" | cut -d: -f1 | sed 's/^/  /'; \
		exit 1; \
	fi; \
	if bad="$$(grep -xE '$(UI_ENGINES)' <<<"$$deps")"; then \
		echo "wasm/app (the UI) must not link an engine (the worker runs every search): it depends on"; \
		sed 's/^/  /' <<<"$$bad"; \
		echo "imported by:"; \
		grep -E " ($$(tr '\n' '|' <<<"$$bad" | sed 's/|$$//'))( |$$)" <<<"$$imports" | cut -d: -f1 | sed 's/^/  /'; \
		exit 1; \
	fi; \
	if bad="$$(grep -xE '$(UI_HEAVY)' <<<"$$deps")"; then \
		echo "wasm/app (the UI) must not link these (issue 28: see UI_HEAVY in the Makefile for the small code that replaces each):"; \
		sed 's/^/  /' <<<"$$bad"; \
		echo "imported by:"; \
		grep -E " ($$(tr '\n' '|' <<<"$$bad" | sed 's/|$$//'))( |$$)" <<<"$$imports" | cut -d: -f1 | sed 's/^/  /'; \
		exit 1; \
	fi; \
	echo "wasm/app links neither net/http, syumai/workers, an engine nor $(UI_HEAVY)"

# The solver's wasm_exec.js (written by workers-assets-gen) must equal Go's own
# apart from the intended patch (run(instance, context) and the globalThis
# Proxy); a mismatch panics in syscall.init (docs: web/README.md).
wasm-exec-check:
	@tmp="$$(mktemp -d)"; trap 'rm -rf "$$tmp"' EXIT; \
	$(GO) tool workers-assets-gen -mode=go -runtime=browser -o "$$tmp/build" >/dev/null; \
	if ! diff <(sed -e 's/async run(instance, context) {/async run(instance) {/' \
	           -e '/const globalProxy = new Proxy(globalThis, {/,/^\t\t\t})$$/d' \
	           -e 's/globalProxy/globalThis/g' "$$tmp/build/wasm_exec.js"; echo) \
	        "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js"; then \
		echo "build/wasm_exec.js from syumai/workers differs from Go's lib/wasm/wasm_exec.js beyond the intended patch"; exit 1; \
	fi; \
	echo "wasm_exec.js guard: the workers copy matches Go's apart from the intended patch"

# The end-to-end tests build dist/ from wasm/ in a subprocess, which Go's
# test cache does not see: run them uncached so a UI change is tested.
# Both runs happen even when the first fails, so one report shows every failure.
# The browser suite takes 8-11 minutes on a busy 2-core machine: past go
# test's default 10-minute timeout, hence its own.
gotest:
	@rc=0; \
	$(GO) test $$($(GO) list ./... | grep -v '^searchlab/wasm/e2e$$') || rc=1; \
	$(GO) test -count=1 -timeout 30m ./wasm/e2e || rc=1; \
	exit $$rc

# Benchmarks of the core packages as a table; then the CLI's own bench, if any.
bench:
	$(GO) test -run '^$$' -bench . -benchmem $(BENCH_PKGS) | awk ' \
		/^pkg:/ { pkg = $$2; sub(/^searchlab\//, "", pkg) } \
		/^Benchmark/ { \
		  if (!hdr) { printf "%-18s %-42s %8s %15s %12s %10s  %s\n", "package", "benchmark", "runs", "ns/op", "B/op", "allocs/op", "other metrics"; hdr = 1 } \
		  ns = b = a = "-"; extra = ""; \
		  for (i = 3; i < NF; i += 2) { \
		    if ($$(i+1) == "ns/op") ns = $$i; else if ($$(i+1) == "B/op") b = $$i; else if ($$(i+1) == "allocs/op") a = $$i; \
		    else extra = extra (extra == "" ? "" : ", ") $$i " " $$(i+1) } \
		  printf "%-18s %-42s %8s %15s %12s %10s  %s\n", pkg, $$1, $$2, ns, b, a, extra } \
		/^(FAIL|---|panic)/ { print > "/dev/stderr" }'
	@if [ -d core/cmd/searchlab ] && grep -rqs -- '"bench"' core/cmd/searchlab; then \
		$(GO) run ./core/cmd/searchlab bench; \
	fi

# The Othello Bradley–Terry move models: self-play data, MM training of both
# feature sets, the embedded γ tables and their report (about 15 s).
train-bt:
	$(GO) run ./core/othello/cmd/trainbt -seed 1 -games 300 -depth 4 -out core/othello/btmodel/tables

# The learned Othello evaluation: TD learning from one-ply self-play (2
# million games), the embedded weights (byte-identical from the seed) and
# the report of its learning curve (docs/othello-eval.md; about 20 minutes
# of CPU, run at low priority).
train-eval:
	nice -n 10 $(GO) run ./core/othello/cmd/traineval -seed 1 -out core/othello/weights/eval.bin -report docs/othello-eval.json

sizes:
	@$(GO) run ./web/tools/mkdist -sizes -out $(DIST)

# The solver (the same wasm/worker program) for the Cloudflare Workers
# runtime: the generator's cloudflare glue (worker.mjs imports app.wasm as a
# module) in $(WORKER_DIR)/build, which it empties first; the cloudflare
# build tag gives the memory budgets that fit an isolate
# (wasm/worker/budget_cloudflare.go). Deploy with wrangler from
# $(WORKER_DIR) (README: "Run the solver on Cloudflare Workers").
worker: plugins
	$(GO) tool workers-assets-gen -mode=go -runtime=cloudflare -o $(WORKER_DIR)/build
	$(WASM_ENV) $(GO) build $(WASM_FLAGS) -tags cloudflare -o $(WORKER_DIR)/build/app.wasm ./wasm/worker
	$(GO) run ./web/tools/mkdist -join-data $(WORKER_DIR)/build/app.wasm
	@echo "$(WORKER_DIR)/build/app.wasm: $$(wc -c <$(WORKER_DIR)/build/app.wasm) bytes raw, $$(gzip -9 -c $(WORKER_DIR)/build/app.wasm | wc -c) gzip -9"

# workerd (Cloudflare's open-source Workers runtime) from the npm lock file in
# $(WORKER_DIR), again when the lock file is newer than the install; a missing
# npm is a warning: the workerd test then skips and says why.
worker-deps:
	@if [ -x $(WORKER_DIR)/node_modules/.bin/workerd ] && [ ! $(WORKER_DIR)/package-lock.json -nt $(WORKER_DIR)/node_modules/.package-lock.json ]; then \
		echo "workerd: $$($(WORKER_DIR)/node_modules/.bin/workerd --version)"; \
	elif command -v npm >/dev/null 2>&1; then \
		echo "cd $(WORKER_DIR) && npm ci"; \
		(cd $(WORKER_DIR) && npm ci --no-audit --no-fund) || echo "warning: npm ci failed in $(WORKER_DIR): the workerd test will be skipped" >&2; \
	else \
		echo "warning: npm is not installed: the workerd test will be skipped" >&2; \
	fi

# axe-core (the accessibility rules engine TestAccessibility injects into
# every screen) from the npm lock file in wasm/e2e/axe, again when the lock
# file is newer than the install; a missing npm is a warning: the test then
# skips (fails under SEARCHLAB_REQUIRE_CHROMIUM) and says why.
E2E_AXE_DIR := wasm/e2e/axe
e2e-deps:
	@if [ -f $(E2E_AXE_DIR)/node_modules/axe-core/axe.min.js ] && [ ! $(E2E_AXE_DIR)/package-lock.json -nt $(E2E_AXE_DIR)/node_modules/.package-lock.json ]; then \
		echo "axe-core: $$(sed -n 's/.*"version": "\(.*\)".*/\1/p' $(E2E_AXE_DIR)/node_modules/axe-core/package.json | head -1)"; \
	elif command -v npm >/dev/null 2>&1; then \
		echo "cd $(E2E_AXE_DIR) && npm ci"; \
		(cd $(E2E_AXE_DIR) && npm ci --no-audit --no-fund) || echo "warning: npm ci failed in $(E2E_AXE_DIR): the accessibility test will be skipped" >&2; \
	else \
		echo "warning: npm is not installed: the accessibility test will be skipped" >&2; \
	fi

# Serve the built worker with workerd on $(WORKER_ADDR).
worker-dev: worker worker-deps
	@echo "SearchLab solver on workerd: http://$(WORKER_ADDR)/api/algorithms"
	cd $(WORKER_DIR) && exec node_modules/.bin/workerd serve workerd.capnp --socket-addr http=$(WORKER_ADDR)

clean:
	rm -rf $(DIST) $(WORKER_DIR)/build
