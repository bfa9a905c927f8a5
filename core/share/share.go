// Package share encodes and decodes share links: the URL fragment that
// restores a screen (game, board, goal, algorithm, parameters, seed).
//
// The format is versioned and game-agnostic so every game screen reuses it:
//
//	v1/<game>/<payload>
//
// where <game> is a lower-case game id ("npuzzle", "bloxorz", "nim") and
// <payload> is the unpadded base64url encoding of a small JSON object
// {"b":board,"g":goal,"a":algorithm,"p":{params},"s":seed}. A leading '#'
// is accepted and ignored. Board and goal use each game's own text form, so
// the link payload is the same text a level file or a test fixture holds.
package share

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// Version is the format tag written by Encode.
const Version = "v1"

// MaxLen bounds the length of a fragment Decode accepts, so a pasted blob
// cannot make the page allocate without limit.
const MaxLen = 8192

// Link is the content of a share link.
type Link struct {
	Game      string            // game id, e.g. "npuzzle"
	Board     string            // the board in the game's text form
	Goal      string            // the goal in the game's text form ("" = default)
	Algorithm string            // algorithm id from the registry
	Params    map[string]string // algorithm parameters as text
	Seed      uint64            // the run's seed
}

// payload is the JSON form inside the fragment; short keys keep links short.
type payload struct {
	Board     string            `json:"b"`
	Goal      string            `json:"g,omitempty"`
	Algorithm string            `json:"a,omitempty"`
	Params    map[string]string `json:"p,omitempty"`
	Seed      uint64            `json:"s,omitempty"`
}

// Errors Decode wraps, so callers can tell a foreign fragment from a
// damaged one.
var (
	// ErrEmpty: there is no fragment at all.
	ErrEmpty = errors.New("the link has no fragment")
	// ErrForeign: the fragment is not a SearchLab share link (or is of an
	// unknown version).
	ErrForeign = errors.New("the link is not a SearchLab share link")
	// ErrDamaged: the fragment looks like a share link but cannot be read.
	ErrDamaged = errors.New("the share link is damaged")
)

// Encode returns the fragment (without '#') for l. It fails when the game id
// is not a valid id or the board is empty.
func Encode(l Link) (string, error) {
	if !validGame(l.Game) {
		return "", fmt.Errorf("share: invalid game id %q (want lower-case letters, digits, '-' or '_')", l.Game)
	}
	if strings.TrimSpace(l.Board) == "" {
		return "", errors.New("share: the board is empty")
	}
	b, err := json.Marshal(payload{Board: l.Board, Goal: l.Goal, Algorithm: l.Algorithm, Params: l.Params, Seed: l.Seed})
	if err != nil {
		return "", fmt.Errorf("share: %w", err)
	}
	return Version + "/" + l.Game + "/" + base64.RawURLEncoding.EncodeToString(b), nil
}

// Decode reads a fragment produced by Encode (a leading '#' is allowed). The
// error says what is wrong and wraps ErrEmpty, ErrForeign or ErrDamaged.
func Decode(fragment string) (Link, error) {
	f := strings.TrimPrefix(fragment, "#")
	if f == "" {
		return Link{}, ErrEmpty
	}
	if len(f) > MaxLen {
		return Link{}, fmt.Errorf("%w: it is %d characters long, more than the %d allowed", ErrDamaged, len(f), MaxLen)
	}
	parts := strings.SplitN(f, "/", 3)
	if parts[0] != Version {
		if strings.HasPrefix(parts[0], "v") && len(parts) == 3 {
			return Link{}, fmt.Errorf("%w: version %q is not supported (this app reads %s)", ErrForeign, parts[0], Version)
		}
		return Link{}, ErrForeign
	}
	if len(parts) != 3 {
		return Link{}, fmt.Errorf("%w: want %s/<game>/<data>", ErrDamaged, Version)
	}
	game, data := parts[1], parts[2]
	if !validGame(game) {
		return Link{}, fmt.Errorf("%w: invalid game id %q", ErrDamaged, game)
	}
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(data, "="))
	if err != nil {
		return Link{}, fmt.Errorf("%w: the data is not base64url (%v)", ErrDamaged, err)
	}
	var p payload
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return Link{}, fmt.Errorf("%w: the data is not valid JSON (%v)", ErrDamaged, err)
	}
	if dec.More() {
		return Link{}, fmt.Errorf("%w: trailing data after the JSON object", ErrDamaged)
	}
	if strings.TrimSpace(p.Board) == "" {
		return Link{}, fmt.Errorf("%w: it holds no board", ErrDamaged)
	}
	return Link{Game: game, Board: p.Board, Goal: p.Goal, Algorithm: p.Algorithm, Params: p.Params, Seed: p.Seed}, nil
}

// validGame reports whether g is a plausible game id.
func validGame(g string) bool {
	if g == "" || len(g) > 32 {
		return false
	}
	for _, c := range g {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}
