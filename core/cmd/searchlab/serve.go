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
	"time"

	"searchlab/core/api/httpapi"
)

// serveCmd serves the API and, when a static directory is given (default
// ./dist if it exists), the app; it prints "SearchLab at http://…/" once
// listening and stops when ctx ends.
func serveCmd(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("serve", flag.ContinueOnError)
	fl.SetOutput(stderr)
	addr := fl.String("addr", "127.0.0.1:8080", "address to listen on")
	static := fl.String("static", "", "directory of the static app (default: ./dist if it exists)")
	if err := fl.Parse(args); err != nil {
		return parseExit(err)
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "searchlab serve: unexpected argument %q\n", fl.Arg(0))
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
	if err := serve(ctx, ln, dir, stdout); err != nil {
		fmt.Fprintf(stderr, "searchlab serve: %v\n", err)
		return exitFailure
	}
	return exitOK
}

// serve runs the server on ln until ctx ends.
func serve(ctx context.Context, ln net.Listener, staticDir string, stdout io.Writer) error {
	srv := &http.Server{Handler: newMux(staticDir), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(stdout, "SearchLab at http://%s/\n", displayAddr(ln.Addr()))
	if staticDir == "" {
		fmt.Fprintln(stdout, "(API only: no static app directory; build one with make dist or pass -static DIR)")
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
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

// newMux routes /api/ to the API handler and everything else to the static
// files (when staticDir is set).
func newMux(staticDir string) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/api/", httpapi.NewHandler(httpapi.Config{}))
	if staticDir != "" {
		mux.Handle("/", staticHandler(http.Dir(staticDir)))
	}
	return mux
}

// staticHandler serves the app's files with the content types it needs
// whatever the system's MIME table says (.wasm must be application/wasm for
// instantiateStreaming, .mjs JavaScript for module workers), compressed when
// the client accepts it (see compressedFiles).
func staticHandler(fsys http.FileSystem) http.Handler {
	return newCompressedFiles(fsys, http.FileServer(fsys))
}
