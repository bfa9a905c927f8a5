package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"searchlab/core/api/httpapi"
	npuzzleengine "searchlab/core/games/npuzzlegame/engine"
)

// serveCmd serves the API and, when a static directory is given (default
// ./dist if it exists), the app; it prints "SearchLab at http://…/" once
// listening and stops when ctx ends.
func serveCmd(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("serve", flag.ContinueOnError)
	fl.SetOutput(stderr)
	addr := fl.String("addr", "127.0.0.1:8080", "address to listen on")
	static := fl.String("static", "", "directory of the static app (default: ./dist if it exists)")
	cfg := defaultServeConfig()
	fl.IntVar(&cfg.guard.MaxConcurrent, "max-concurrent", cfg.guard.MaxConcurrent, "searches running at once (default: the number of CPUs)")
	fl.IntVar(&cfg.guard.MaxQueue, "queue", cfg.guard.MaxQueue, "searches waiting for a slot; beyond it, 503 with Retry-After")
	fl.DurationVar(&cfg.guard.QueueWait, "queue-wait", cfg.guard.QueueWait, "longest wait in the queue before a 503")
	fl.IntVar(&cfg.guard.SmallConcurrent, "small-concurrent", cfg.guard.SmallConcurrent, "small solve requests running at once on their own lane (they also take free slots of the main one)")
	fl.IntVar(&cfg.guard.SmallQueue, "small-queue", cfg.guard.SmallQueue, "small solve requests waiting for a slot; beyond it, 503 with Retry-After")
	fl.Int64Var(&cfg.guard.Small.MaxNodes, "small-nodes", cfg.guard.Small.MaxNodes, "a solve request is small when it sets max_nodes at most this, and")
	fl.DurationVar(&cfg.guard.Small.Timeout, "small-timeout", cfg.guard.Small.Timeout, "timeout_ms at most this, and")
	fl.Var((*byteSize)(&cfg.guard.Small.MaxMemory), "small-memory", "max_memory_bytes at most this (the budget of a small request that sets none)")
	fl.IntVar(&cfg.maxConns, "max-connections", cfg.maxConns, "connections open at once; more wait in the kernel's backlog")
	var hosts setFlags
	fl.Var(&hosts, "allow-host", "also answer requests for this host `name` (the loopback names and the -addr host are always answered; * for any, behind a proxy that checks names; repeatable)")
	var origins setFlags
	fl.Var(&origins, "allow-origin", "also accept API requests from web pages at this `origin` (scheme://host:port, or * for any; repeatable)")
	fl.Var((*byteSize)(&cfg.maxMemory), "max-memory", "memory budget of one search, default and ceiling of max_memory_bytes (0: the memory limit / max-concurrent / 2, at most 2GiB)")
	fl.Var((*byteSize)(&cfg.pdbCache), "pdb-cache", "memory kept for pattern databases between requests (the pdb heuristic's cache, least recently used out; 0: none kept)")
	fl.Var((*byteSize)(&cfg.memoryLimit), "memory-limit", "soft memory limit of the server process (debug.SetMemoryLimit; GOMEMLIMIT overrides it)")
	fl.DurationVar(&cfg.readHeaderTimeout, "read-header-timeout", cfg.readHeaderTimeout, "time to read a request's headers")
	fl.DurationVar(&cfg.readTimeout, "read-timeout", cfg.readTimeout, "time to read a whole request, body included (slow clients)")
	fl.DurationVar(&cfg.idleTimeout, "idle-timeout", cfg.idleTimeout, "how long an idle keep-alive connection stays open")
	fl.DurationVar(&cfg.writeTimeout, "write-timeout", cfg.writeTimeout, "longest time to write one line of a response: a client that stops reading loses its search after it")
	if err := fl.Parse(args); err != nil {
		return parseExit(err)
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "searchlab serve: unexpected argument %q\n", fl.Arg(0))
		return exitUsage
	}
	cfg.guard.AllowOrigins = origins
	cfg.hosts = httpapi.NewHostPolicy(*addr, hosts)
	if err := cfg.check(); err != nil {
		fmt.Fprintf(stderr, "searchlab serve: %v\n", err)
		return exitUsage
	}
	dir := *static
	if dir == "" {
		if st, err := os.Stat("dist"); err == nil && st.IsDir() {
			dir = "dist"
		}
	} else if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		fmt.Fprintf(stderr, "searchlab serve: -static %q is not a directory\n", dir)
		return exitUsage
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "searchlab serve: %v\n", err)
		return exitFailure
	}
	cfg.static = dir
	npuzzleengine.SetPDBSource(cfg.pdbStore())
	if limit := applyMemoryLimit(cfg.memoryLimit); limit != cfg.memoryLimit {
		fmt.Fprintf(stdout, "memory limit %d bytes from GOMEMLIMIT\n", limit)
	}
	if err := serveWith(ctx, ln, cfg, stdout); err != nil {
		fmt.Fprintf(stderr, "searchlab serve: %v\n", err)
		return exitFailure
	}
	return exitOK
}

// serve runs the server on ln with the default limits until ctx ends.
func serve(ctx context.Context, ln net.Listener, staticDir string, stdout io.Writer) error {
	cfg := defaultServeConfig()
	cfg.static = staticDir
	cfg.hosts = httpapi.NewHostPolicy(ln.Addr().String(), nil)
	return serveWith(ctx, ln, cfg, stdout)
}

// serveWith runs the server on ln with cfg until ctx ends. There is no
// server-wide write timeout: the API handler sets a write deadline per
// request and extends it while a search streams.
func serveWith(ctx context.Context, ln net.Listener, cfg serveConfig, stdout io.Writer) error {
	srv := &http.Server{Handler: newMux(cfg), ReadHeaderTimeout: cfg.readHeaderTimeout,
		ReadTimeout: cfg.readTimeout, IdleTimeout: cfg.idleTimeout, MaxHeaderBytes: 64 << 10}
	fmt.Fprintf(stdout, "SearchLab at http://%s/\n", displayAddr(ln.Addr()))
	if cfg.static == "" {
		fmt.Fprintln(stdout, "(API only: no static app directory; build one with make dist or pass -static DIR)")
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(httpapi.LimitListener(ln, cfg.maxConns)) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shut)
		if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
			return err
		}
		return nil
	}
}

// displayAddr is the address to print: an unspecified host (listening on
// every interface) is shown as localhost.
func displayAddr(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
}

// newMux routes /api/ to the API handler behind the server's limits and
// everything else to the static files (when cfg.static is set), all of it
// for the allowed host names only (cfg.hosts).
func newMux(cfg serveConfig) http.Handler {
	mux := http.NewServeMux()
	h := httpapi.NewHandler(httpapi.Config{WriteTimeout: cfg.writeTimeout, MaxMemory: cfg.perSearchMemory()})
	guard := cfg.guard
	if guard.Body == (httpapi.BodyLimits{}) {
		guard.Body = httpapi.DefaultBodyLimits
	}
	// A body is read under the guard's deadlines, which replace the
	// server's read timeout: never longer than it.
	guard.Body.Timeout = min(guard.Body.Timeout, cfg.readTimeout)
	guard.Body.Idle = min(guard.Body.Idle, cfg.readTimeout)
	guard.Body.Grace = min(guard.Body.Grace, cfg.readTimeout)
	mux.Handle("/api/", httpapi.NewGuard(h, guard))
	if cfg.static != "" {
		mux.Handle("/", staticHandler(http.Dir(cfg.static)))
	}
	return httpapi.HostGuard(mux, cfg.hosts)
}

// staticHandler serves the app's files with the content types it needs
// whatever the system's MIME table says (.wasm must be application/wasm for
// instantiateStreaming, .mjs JavaScript for module workers), compressed when
// the client accepts it (see compressedFiles).
func staticHandler(fsys http.FileSystem) http.Handler {
	fsys = noListing{fsys}
	files := newCompressedFiles(fsys, http.FileServer(fsys))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		securityHeaders(w.Header())
		files.ServeHTTP(w, r)
	})
}

// noListing is a file system whose folders cannot be listed: a folder
// without an index.html is not found (http.FileServer would list its
// files, /build/ among them).
type noListing struct{ http.FileSystem }

func (n noListing) Open(name string) (http.File, error) {
	f, err := n.FileSystem.Open(name)
	if err != nil {
		return nil, err
	}
	if st, err := f.Stat(); err == nil && st.IsDir() {
		index, err := n.FileSystem.Open(strings.TrimSuffix(name, "/") + "/index.html")
		if err != nil {
			f.Close()
			return nil, os.ErrNotExist
		}
		index.Close()
	}
	return f, nil
}
