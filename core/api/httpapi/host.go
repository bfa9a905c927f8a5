package httpapi

import (
	"fmt"
	"net"
	"net/http"
	"strings"

	"searchlab/core/wire"
)

// HostPolicy is the set of Host names a server answers. A page on another
// site can make a browser send requests to this server under the other
// site's own name (DNS rebinding: evil.example resolved to 127.0.0.1), and
// such a request's Origin matches its Host; only the Host tells it apart.
// So a request for a name the server was not started under is refused
// before any work, whatever its Origin.
type HostPolicy struct {
	names map[string]bool
	anyIP bool // the server listens on every interface: any IP literal
	any   bool // "*": every name (behind a proxy that checks it)
}

// NewHostPolicy allows the loopback names (localhost, *.localhost,
// 127.0.0.0/8, ::1), the host of the address the server listens on
// (listen, as -addr gives it) and the extra names (-allow-host; "*" allows
// any). A server listening on every interface (0.0.0.0, ::, or no host)
// also answers any IP address: an IP literal cannot be rebound.
func NewHostPolicy(listen string, extra []string) HostPolicy {
	p := HostPolicy{names: map[string]bool{}}
	host, _, err := net.SplitHostPort(listen)
	if err != nil {
		host = listen
	}
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		p.anyIP = true
	} else {
		p.names[canonicalHost(host)] = true
	}
	for _, e := range extra {
		if e == "*" {
			p.any = true
			continue
		}
		p.names[canonicalHost(e)] = true
	}
	return p
}

// canonicalHost is a Host header's name: without its port, brackets and
// trailing dot, in lower case.
func canonicalHost(h string) string {
	if host, _, err := net.SplitHostPort(h); err == nil {
		h = host
	}
	return strings.TrimSuffix(strings.ToLower(strings.Trim(h, "[]")), ".")
}

// Allows reports whether a request for host (a Host header) is answered.
func (p HostPolicy) Allows(host string) bool {
	h := canonicalHost(host)
	if p.any || p.names[h] || h == "localhost" || strings.HasSuffix(h, ".localhost") {
		return true
	}
	if ip := net.ParseIP(h); ip != nil {
		return ip.IsLoopback() || p.anyIP
	}
	return false
}

// HostGuard refuses (403, with a sentence) every request whose Host the
// policy does not allow, before next sees it.
func HostGuard(next http.Handler, p HostPolicy) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !p.Allows(r.Host) {
			w.Header().Set("Connection", "close")
			writeJSON(w, http.StatusForbidden, refusal(r.URL.Path, wire.StatusInvalid, fmt.Sprintf(
				"this server does not answer for the host name %q (start it with -allow-host %s to allow that name)", canonicalHost(r.Host), canonicalHost(r.Host))))
			return
		}
		next.ServeHTTP(w, r)
	})
}
