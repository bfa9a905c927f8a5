package remote

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"

	"searchlab/core/registry"
	"searchlab/core/wire"
)

// Tournament posts req to endpoint's /api/tournament (a small match of the
// registry's players, api.PlayMatch) and reads its NDJSON stream, passing
// every line to line (when not nil), the final one included, and
// returning the final line. An answer the endpoint gave (a final line:
// found, or invalid or error saying why, the same everywhere; an HTTP 400
// with its invalid line) comes with a nil error. Anything else is an error
// and the match may be played again elsewhere: no connection, another HTTP
// status, a malformed stream, a stream cut off before its final line, or a
// final line "cancelled" (the endpoint stopped the match, not the rules).
func Tournament(ctx context.Context, hc *http.Client, endpoint string, req registry.MatchRequest, line func(registry.MatchStatus)) (registry.MatchStatus, error) {
	resp, err := send(ctx, hc, endpoint, "/api/tournament", req)
	if err != nil {
		return registry.MatchStatus{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusBadRequest {
		var st registry.MatchStatus
		if err := json.NewDecoder(io.LimitReader(resp.Body, maxLine)).Decode(&st); err != nil || !st.Done || st.Status != wire.StatusInvalid {
			return registry.MatchStatus{}, fmt.Errorf("%s/api/tournament: HTTP 400 without an invalid final line", endpoint)
		}
		if line != nil {
			line(st)
		}
		return st, nil
	}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 0, 64<<10), maxLine)
	for sc.Scan() {
		raw := bytes.TrimSpace(sc.Bytes())
		if len(raw) == 0 {
			continue
		}
		var st registry.MatchStatus
		if err := json.Unmarshal(raw, &st); err != nil {
			return registry.MatchStatus{}, fmt.Errorf("%s/api/tournament: bad line %.80s: %v", endpoint, raw, err)
		}
		if line != nil {
			line(st)
		}
		if !st.Done {
			continue
		}
		if sc.Scan() && len(bytes.TrimSpace(sc.Bytes())) > 0 {
			return registry.MatchStatus{}, fmt.Errorf("%s/api/tournament: a line after the final one: %.80s", endpoint, sc.Bytes())
		}
		if st.Status == wire.StatusCancelled {
			return registry.MatchStatus{}, fmt.Errorf("%s/api/tournament: the endpoint cancelled the match: %s", endpoint, st.Error)
		}
		return st, nil
	}
	if err := sc.Err(); err != nil {
		return registry.MatchStatus{}, fmt.Errorf("%s/api/tournament: %w: %v", endpoint, ErrTruncated, err)
	}
	return registry.MatchStatus{}, fmt.Errorf("%s/api/tournament: %w", endpoint, ErrTruncated)
}
