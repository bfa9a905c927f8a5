package main

import (
	"bufio"
	"context"
	"flag"
	"io"
	"net"
	"net/http"
	"os"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"searchlab/core/api/httpapi"
	"searchlab/core/npuzzle"
)

// startServe runs serveWith on a free port and returns its base URL.
func startServe(t *testing.T, cfg serveConfig) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serveWith(ctx, ln, cfg, io.Discard) }()
	t.Cleanup(func() { cancel(); <-done })
	return "http://" + ln.Addr().String()
}

// Static files carry the CSP with frame protection and nosniff, and
// index.html carries the same policy in a meta tag (for any static host),
// so the two cannot drift apart.
func TestCSPHeaderAndIndexMeta(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(dir+"/index.html", []byte("<!doctype html><title>x</title>"), 0o644)
	cfg := defaultServeConfig()
	cfg.static = dir
	base := startServe(t, cfg)
	resp, err := http.Get(base + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	csp := resp.Header.Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "frame-ancestors 'none'", "object-src 'none'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q lacks %q", csp, want)
		}
	}
	if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "'unsafe-eval'") {
		t.Errorf("CSP %q is not strict", csp)
	}
	if resp.Header.Get("X-Frame-Options") != "DENY" || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("headers %v", resp.Header)
	}
	index, err := os.ReadFile("../../../index.html")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`<meta http-equiv="Content-Security-Policy" content="([^"]*)">`).FindSubmatch(index)
	if m == nil {
		t.Fatal("index.html has no Content-Security-Policy meta tag")
	}
	if string(m[1]) != contentSecurityPolicy {
		t.Errorf("index.html's policy\n%s\ndiffers from the server's\n%s", m[1], contentSecurityPolicy)
	}
	if regexp.MustCompile(`<style|style="|<script>`).Match(index) {
		t.Error("index.html has inline styles or scripts, which the policy refuses")
	}
}

// A client that sends its body slowly is cut off after the read timeout
// (300 slow-body connections stayed open for over a minute).
func TestServeCutsSlowBodies(t *testing.T) {
	cfg := defaultServeConfig()
	cfg.readTimeout = 300 * time.Millisecond
	base := startServe(t, cfg)
	conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	io.WriteString(conn, "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{")
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	start := time.Now()
	r := bufio.NewReader(conn)
	for {
		if _, err := r.ReadString('\n'); err != nil {
			break // closed (or answered and closed)
		}
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("the slow client was held for %v", d)
	}
}

// serve refuses API requests from other origins unless -allow-origin lets
// them in.
func TestServeOriginFlag(t *testing.T) {
	body := `{"game":"npuzzle","board":"1 2 3/4 5 6/7 0 8","algorithm":"bfs"}`
	post := func(base, origin string) int {
		req, _ := http.NewRequest(http.MethodPost, base+"/api/solve", strings.NewReader(body))
		req.Header.Set("Content-Type", "text/plain")
		req.Header.Set("Origin", origin)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	base := startServe(t, defaultServeConfig())
	if code := post(base, "http://evil.example"); code != http.StatusForbidden {
		t.Errorf("foreign origin: %d", code)
	}
	if code := post(base, base); code != http.StatusOK {
		t.Errorf("own origin: %d", code)
	}
	cfg := defaultServeConfig()
	cfg.guard.AllowOrigins = []string{"http://evil.example"}
	if code := post(startServe(t, cfg), "http://evil.example"); code != http.StatusOK {
		t.Errorf("allowed origin: %d", code)
	}
}

func TestByteSizeFlag(t *testing.T) {
	for in, want := range map[string]int64{"512MiB": 512 << 20, "2GiB": 2 << 30, "1000": 1000, "64 KiB": 64 << 10, "3GB": 3e9} {
		var b byteSize
		if err := b.Set(in); err != nil || int64(b) != want {
			t.Errorf("%q: %d, %v", in, b, err)
		}
	}
	for _, bad := range []string{"", "x", "-5", "1.5GiB", "99999999999GiB"} {
		var b byteSize
		if err := b.Set(bad); err == nil {
			t.Errorf("%q accepted as %d", bad, b)
		}
	}
}

// The CLI reads a one-heap Nim position as a position (it looked for a
// file named 5), says when standard input is over the limit instead of
// cutting it silently, and passes -max-memory on.
func TestSolveArgumentsAndInput(t *testing.T) {
	code, r := solveJSON(t, "", "-game", "nim", "-algo", "alphabeta", "5")
	if code != 0 || r.Status != "found" || len(r.Moves) != 1 || r.Moves[0] != "1-5" {
		t.Errorf("nim 5: exit %d, %+v", code, r)
	}
	if code, r := solveJSON(t, "", "missing-board.txt"); code != 2 || !strings.Contains(r.Error, "cannot read the board file") {
		t.Errorf("missing file: exit %d, %+v", code, r)
	}
	huge := "1 2 3/4 5 6/7 0 8" + strings.Repeat(" ", 1<<20)
	if code, r := solveJSON(t, huge, "-algo", "bfs", "-"); code != 2 || !strings.Contains(r.Error, "more than 1048576 bytes") {
		t.Errorf("2 MiB of standard input: exit %d, %+v", code, r)
	}
	code, r = solveJSON(t, "", "-game", "npuzzle", "-algo", "bfs", "-max-memory", "2MiB",
		"5 4 14 31 18 15/11 0 3 10 6 22/27 12 8 1 16 17/7 2 13 29 19 35/26 34 23 32 21 9/25 30 20 33 28 24")
	if code != 0 || r.Status != "budget_exceeded" || r.Budget.String() != "memory" || r.Stats.MemoryBytes < 2<<20 {
		t.Errorf("-max-memory 2MiB: exit %d, %+v", code, r)
	}
}

// serve and solve set a soft memory limit unless GOMEMLIMIT is set, and a
// server's searches share its limit.
func TestMemoryLimit(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	t.Setenv("GOMEMLIMIT", "")
	if got := applyMemoryLimit(3 << 30); got != 3<<30 || debug.SetMemoryLimit(-1) != 3<<30 {
		t.Errorf("limit %d, runtime %d", got, debug.SetMemoryLimit(-1))
	}
	t.Setenv("GOMEMLIMIT", "5GiB")
	debug.SetMemoryLimit(5 << 30)
	if got := applyMemoryLimit(1 << 30); got != 5<<30 {
		t.Errorf("GOMEMLIMIT=5GiB: limit %d", got)
	}
	cfg := defaultServeConfig()
	cfg.memoryLimit, cfg.guard.MaxConcurrent = 4<<30, 2
	cfg.guard.SmallConcurrent, cfg.guard.Small.MaxMemory = 1, 64<<20
	if got := cfg.perSearchMemory(); got != (2<<30-64<<20)/2 {
		t.Errorf("4 GiB shared by 2 searches and a small one of 64 MiB: %d per search, want (2 GiB − 64 MiB)/2", got)
	}
	cfg.maxMemory = 300 << 20
	if got := cfg.perSearchMemory(); got != 300<<20 {
		t.Errorf("-max-memory 300MiB: %d", got)
	}
}

// -pdb-cache bounds the pattern databases a server keeps (default
// npuzzle.DefaultPDBCacheBytes); 0 keeps none.
func TestPDBCacheFlag(t *testing.T) {
	cfg := defaultServeConfig()
	if s := cfg.pdbStore(); s.MaxBytes != npuzzle.DefaultPDBCacheBytes {
		t.Errorf("default store bound %d", s.MaxBytes)
	}
	fl := flag.NewFlagSet("serve", flag.ContinueOnError)
	fl.Var((*byteSize)(&cfg.pdbCache), "pdb-cache", "")
	if err := fl.Parse([]string{"-pdb-cache", "0"}); err != nil {
		t.Fatal(err)
	}
	s := cfg.pdbStore()
	if _, err := s.Get(npuzzle.Goal(3, 3), "", nil); err != nil || s.CachedBytes() != 0 {
		t.Errorf("-pdb-cache 0: %v, the store keeps %d bytes", err, s.CachedBytes())
	}
}

// A request for a host name the server was not started under is refused
// before any work, whatever its Origin (DNS rebinding: evil.example
// resolved to 127.0.0.1, its page's Origin matching its Host), on the API
// and the static files; -allow-host lets a name in.
func TestServeRefusesOtherHosts(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(dir+"/index.html", []byte("<!doctype html><title>x</title>"), 0o644)
	body := `{"game":"npuzzle","board":"1 2 3/4 5 6/7 0 8","algorithm":"bfs"}`
	do := func(base, method, path, host string) int {
		req, _ := http.NewRequest(method, base+path, strings.NewReader(body))
		req.Host = host
		req.Header.Set("Origin", "http://"+host)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp.StatusCode
	}
	cfg := defaultServeConfig()
	cfg.static = dir
	base := startServe(t, cfg)
	port := base[strings.LastIndex(base, ":"):]
	for _, c := range []struct{ method, path, host string }{
		{"POST", "/api/solve", "evil.example" + port},
		{"GET", "/api/algorithms", "evil.example"},
		{"GET", "/", "evil.example" + port},
		{"POST", "/api/solve", "localhost.evil.example" + port},
	} {
		if code := do(base, c.method, c.path, c.host); code != http.StatusForbidden {
			t.Errorf("%s %s for %s: %d, want 403", c.method, c.path, c.host, code)
		}
	}
	for _, host := range []string{"127.0.0.1" + port, "localhost" + port, "app.localhost" + port} {
		if code := do(base, "POST", "/api/solve", host); code != http.StatusOK {
			t.Errorf("POST /api/solve for %s: %d, want 200", host, code)
		}
	}
	cfg.hosts = httpapi.NewHostPolicy("127.0.0.1:0", []string{"searchlab.example"})
	if code := do(startServe(t, cfg), "POST", "/api/solve", "searchlab.example"); code != http.StatusOK {
		t.Errorf("-allow-host searchlab.example: %d, want 200", code)
	}
}

// Limits out of their sane range, or inconsistent, stop serve at start
// with a sentence naming the flag (issue 29: -max-memory 1 and 100GiB
// started, then refused every request blaming the client).
func TestServeChecksFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-max-memory", "1"},
		{"-max-memory", "100GiB"},
		{"-max-memory", "2GiB", "-memory-limit", "1GiB"},
		{"-small-memory", "512KiB"},
		{"-max-memory", "32MiB", "-small-memory", "64MiB"},
		{"-max-concurrent", "0"},
		{"-write-timeout", "0s"},
		{"-queue", "-1"},
	} {
		var stderr strings.Builder
		code := serveCmd(context.Background(), append([]string{"-addr", "127.0.0.1:0"}, args...), io.Discard, &stderr)
		if code != exitUsage || !strings.Contains(stderr.String(), args[len(args)-2]) {
			t.Errorf("serve %q: exit %d, %q", args, code, stderr.String())
		}
	}
}

// A folder of the static site without an index.html is not listed.
func TestServeListsNoFolder(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(dir+"/index.html", []byte("<!doctype html><title>x</title>"), 0o644)
	os.Mkdir(dir+"/build", 0o755)
	os.WriteFile(dir+"/build/app.wasm", []byte("\x00asm"), 0o644)
	cfg := defaultServeConfig()
	cfg.static = dir
	base := startServe(t, cfg)
	for path, want := range map[string]int{"/build/": 404, "/build": 404, "/build/app.wasm": 200, "/": 200} {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != want || strings.Contains(string(b), "app.wasm</a>") {
			t.Errorf("GET %s: %d %.80q, want %d", path, resp.StatusCode, b, want)
		}
	}
}
