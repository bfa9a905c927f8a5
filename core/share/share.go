// Package share encodes and decodes share links: the URL fragment that
// restores a screen (game, board, goal, algorithm, parameters, seed).
//
// The format is versioned and game-agnostic so every game screen reuses it:
//
//	v1/<game>/<payload>
//
// where <game> is a lower-case game id (the registry's, or a screen's) and
// <payload> is the unpadded base64url encoding of a small JSON object
// {"b":board,"g":goal,"a":algorithm,"p":{params},"s":seed,"r":replay}, or, when that
// is shorter, '.' followed by the base64url encoding of the object
// compressed with DEFLATE (RFC 1951): long boards (a Bloxorz level's text,
// an experiment's spec) then make shorter links. A leading '#' is accepted
// and ignored. Board and goal use each game's own text form, so the link
// payload is the same text a level file or a test fixture holds.
package share

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strings"
)

// Version is the format tag written by Encode.
const Version = "v1"

// MaxLen bounds the length of a fragment Decode accepts, so a pasted blob
// cannot make the page allocate without limit.
const MaxLen = 8192

// Link is the content of a share link.
type Link struct {
	Game      string            // game id, as the registry names it
	Board     string            // the board in the game's text form
	Goal      string            // the goal in the game's text form ("" = default)
	Algorithm string            // algorithm id from the registry
	Params    map[string]string // algorithm parameters as text
	Seed      uint64            // the run's seed
	// Replay, when positive, makes the link a replay: the screen runs the
	// search again on open, recording a trace of at most Replay events
	// (deterministic algorithms, and randomised ones from the seed, give
	// the same trace), and shows its replay.
	Replay int
	// Quiz, when positive (with Replay), makes the replay an exercise: a
	// teacher's link that asks Quiz "predict the next step" questions,
	// drawn with Seed, once the replay is recorded.
	Quiz int
}

// MaxQuiz bounds the questions a link may ask for.
const MaxQuiz = 50

// payload is the JSON form inside the fragment; short keys keep links short.
type payload struct {
	Board     string            `json:"b"`
	Goal      string            `json:"g,omitempty"`
	Algorithm string            `json:"a,omitempty"`
	Params    map[string]string `json:"p,omitempty"`
	Seed      uint64            `json:"s,omitempty"`
	Replay    int               `json:"r,omitempty"`
	Quiz      int               `json:"q,omitempty"`
}

// Errors Decode wraps, so callers can tell a foreign fragment from a
// damaged one.
var (
	// ErrEmpty: there is no fragment at all.
	ErrEmpty = errors.New("the link has no fragment")
	// ErrForeign: the fragment is not a SearchLab share link (or is of an
	// unknown version).
	ErrForeign = errors.New("the link is not a SearchLab share link")
	// ErrUnknownGame: a well-formed share link for a game this app does
	// not have (only when Decode is given the app's games).
	ErrUnknownGame = errors.New("the share link is for a game this app does not have")
	// ErrDamaged: the fragment looks like a share link but cannot be read.
	ErrDamaged = errors.New("the share link is damaged")
)

// Error is how Decode fails: Kind is ErrEmpty, ErrForeign, ErrUnknownGame or
// ErrDamaged (errors.Is matches it) and Detail says precisely what is wrong,
// without repeating the kind, for messages that name the kind in their own
// words ("This link is damaged: <Detail>.").
type Error struct {
	Kind   error
	Detail string
}

func (e *Error) Error() string {
	if e.Detail == "" {
		return e.Kind.Error()
	}
	return e.Kind.Error() + ": " + e.Detail
}

// Unwrap returns the kind.
func (e *Error) Unwrap() error { return e.Kind }

func fail(kind error, format string, args ...any) error {
	return &Error{Kind: kind, Detail: fmt.Sprintf(format, args...)}
}

// Encode returns the fragment (without '#') for l. It fails when the game id
// is not a valid id or the board is empty.
func Encode(l Link) (string, error) {
	if !validGame(l.Game) {
		return "", fmt.Errorf("share: invalid game id %q (want lower-case letters, digits, '-' or '_')", l.Game)
	}
	if strings.TrimSpace(l.Board) == "" {
		return "", errors.New("share: the board is empty")
	}
	b, err := json.Marshal(payload{Board: l.Board, Goal: l.Goal, Algorithm: l.Algorithm, Params: l.Params, Seed: l.Seed, Replay: l.Replay, Quiz: l.Quiz})
	if err != nil {
		return "", fmt.Errorf("share: %w", err)
	}
	data := base64.RawURLEncoding.EncodeToString(b)
	if z := deflate(b); len(z) < len(data) {
		data = z
	}
	return Version + "/" + l.Game + "/" + data, nil
}

// compressedMark starts the data of a compressed payload: '.' is URL-safe
// and never starts base64url.
const compressedMark = "."

// MaxInflated bounds the size of a compressed payload once expanded, so a
// crafted link cannot make the page allocate without limit.
const MaxInflated = 256 << 10

// deflate is the compressed form of a payload: the mark, then base64url
// of its DEFLATE stream.
func deflate(b []byte) string {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression)
	w.Write(b)
	w.Close()
	return compressedMark + base64.RawURLEncoding.EncodeToString(buf.Bytes())
}

// inflate expands a compressed payload (its data after the mark).
func inflate(data string) ([]byte, error) {
	z, err := base64.RawURLEncoding.DecodeString(data)
	if err != nil {
		return nil, base64Error(data, err)
	}
	r := flate.NewReader(bytes.NewReader(z))
	defer r.Close()
	raw, err := io.ReadAll(io.LimitReader(r, MaxInflated+1))
	switch {
	case err != nil:
		return nil, fail(ErrDamaged, "its compressed data does not expand (%v; the link was probably cut off)", err)
	case len(raw) > MaxInflated:
		return nil, fail(ErrDamaged, "its compressed data expands to more than %d bytes", MaxInflated)
	}
	return raw, nil
}

// Decode reads a fragment produced by Encode (a leading '#' is allowed).
// When games are given (the app's game ids), a link for any other game
// fails with ErrUnknownGame before its data is read, so it is reported as
// an unknown game, never as damaged data. The error is an *Error: its kind
// is ErrEmpty, ErrForeign, ErrUnknownGame or ErrDamaged, and its Detail
// says what is wrong.
func Decode(fragment string, games ...string) (Link, error) {
	f := strings.TrimPrefix(fragment, "#")
	if f == "" {
		return Link{}, &Error{Kind: ErrEmpty}
	}
	if len(f) > MaxLen {
		return Link{}, fail(ErrDamaged, "it is %d characters long, more than the %d allowed", len(f), MaxLen)
	}
	parts := strings.SplitN(f, "/", 3)
	if parts[0] != Version {
		if strings.HasPrefix(parts[0], "v") && len(parts) == 3 {
			return Link{}, fail(ErrForeign, "version %q is not supported (this app reads %s)", parts[0], Version)
		}
		return Link{}, fail(ErrForeign, "it does not start with %s/", Version)
	}
	if len(parts) < 2 || parts[1] == "" {
		return Link{}, fail(ErrDamaged, "it names no game after %s/ (want %s/<game>/<data>)", Version, Version)
	}
	game := parts[1]
	if !validGame(game) {
		return Link{}, fail(ErrDamaged, "the game id %q has characters other than lower-case letters, digits, '-' and '_'", game)
	}
	if len(games) > 0 && !slices.Contains(games, game) {
		return Link{}, fail(ErrUnknownGame, "%q is not a game of this app (it has %s)", game, strings.Join(games, ", "))
	}
	if len(parts) < 3 || parts[2] == "" {
		return Link{}, fail(ErrDamaged, "it ends after the game %q: the data is missing (the link was probably cut off)", game)
	}
	data := strings.TrimRight(parts[2], "=")
	var raw []byte
	var err error
	if z, ok := strings.CutPrefix(data, compressedMark); ok {
		raw, err = inflate(z)
	} else if raw, err = base64.RawURLEncoding.DecodeString(data); err != nil {
		err = base64Error(data, err)
	}
	if err != nil {
		return Link{}, err
	}
	var p payload
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return Link{}, jsonError(err)
	}
	if dec.More() {
		return Link{}, fail(ErrDamaged, "there is more data after its JSON object")
	}
	if strings.TrimSpace(p.Board) == "" {
		return Link{}, fail(ErrDamaged, "it holds no board")
	}
	if p.Replay < 0 {
		return Link{}, fail(ErrDamaged, "its replay's number of events is negative (%d)", p.Replay)
	}
	if p.Quiz < 0 || p.Quiz > MaxQuiz || (p.Quiz > 0 && p.Replay == 0) {
		return Link{}, fail(ErrDamaged, "its exercise asks for %d questions (1 to %d, on a replay)", p.Quiz, MaxQuiz)
	}
	return Link{Game: game, Board: p.Board, Goal: p.Goal, Algorithm: p.Algorithm, Params: p.Params, Seed: p.Seed, Replay: p.Replay, Quiz: p.Quiz}, nil
}

// base64Error says which character of the data is wrong, or that the data
// was cut off.
func base64Error(data string, err error) error {
	var c base64.CorruptInputError
	if errors.As(err, &c) {
		i := int(c)
		if i >= len(data)-1 && len(data)%4 == 1 {
			return fail(ErrDamaged, "the data ends with a stray character (the link was probably cut off)")
		}
		if i < len(data) {
			return fail(ErrDamaged, "character %d of the data, %q, is not base64url (A–Z, a–z, 0–9, '-' and '_')", i+1, data[i])
		}
	}
	return fail(ErrDamaged, "the data is not base64url (%v)", err)
}

// fieldNames are the payload's short JSON keys in words.
var fieldNames = map[string]string{"b": "board", "g": "goal", "a": "algorithm", "p": "parameters", "s": "seed", "r": "replay", "q": "exercise"}

// jsonError says what is wrong with the payload's JSON, in the words of the
// link's fields rather than the decoder's.
func jsonError(err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		return fail(ErrDamaged, "its data ends early (the link was probably cut off when copied)")
	case errors.As(err, &syn):
		return fail(ErrDamaged, "its data is not valid JSON at byte %d (%v)", syn.Offset, err)
	case errors.As(err, &typ):
		name := fieldNames[typ.Field]
		if name == "" {
			name = typ.Field
		}
		want := typ.Type.String()
		switch typ.Type.Kind() {
		case reflect.Uint64:
			want = "a whole number from 0 to 18446744073709551615"
		case reflect.String:
			want = "text"
		case reflect.Map:
			want = "an object of text values"
		}
		return fail(ErrDamaged, "its %s is %s where %s is expected", name, typ.Value, want)
	}
	if f, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return fail(ErrDamaged, "its data has an unknown field %s", f)
	}
	return fail(ErrDamaged, "its data is not valid JSON (%v)", err)
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
