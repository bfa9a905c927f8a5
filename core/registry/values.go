package registry

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"searchlab/core/internal/clip"
	"searchlab/core/wire"
)

// Values are a job's validated parameters: every parameter its algorithm
// declares in the catalogue, typed (int64 for TypeInt, float64 for
// TypeFloat, string for TypeEnum and TypeString, bool for TypeBool) and
// with its default filled in when the request left it out.
//
// The catalogue is the one list of an algorithm's parameters: reading a
// name the algorithm does not declare (a misspelt key, another algorithm's
// parameter) or reading a parameter as the wrong type is a programming
// error, and the accessor panics instead of answering zero. Registry.Solve
// turns the panic into a StatusError response naming the parameter, and
// TestEveryAlgorithmReadsOnlyDeclaredParams runs every algorithm of every
// game in the registry to catch such a read (and a declared parameter that
// nothing reads) before a user does.
//
// Why a checked map rather than a typed struct per algorithm: the
// parameters arrive as a JSON object whose names the catalogue (and the
// forms the UI builds from it) define, games add their own parameters to
// shared algorithms (WithParams), and a new algorithm is covered by the
// test without declaring anything twice.
type Values struct {
	algo string
	vals map[string]any
	// reads, when set (tests), records every name read.
	Reads *ParamReads
}

// NewValues validates params (the wire form: JSON numbers, strings and
// bools by name) against the algorithm's declared parameters, with the
// error sentences of a solve request, and fills in the defaults.
func NewValues(algo AlgorithmInfo, params map[string]any) (Values, error) {
	v := Values{algo: algo.ID, vals: make(map[string]any, len(algo.Params))}
	// Unknown parameters first, in name order so the message is stable.
	names := make([]string, 0, len(params))
	for name := range params {
		names = append(names, name)
	}
	sort.Slice(names, func(i, j int) bool { return names[i] < names[j] }) // not sort.Strings: one generic sort less in ui.wasm (issue 28)
	for _, name := range names {
		if _, ok := algo.Param(name); !ok {
			known := make([]string, len(algo.Params))
			for i, p := range algo.Params {
				known[i] = p.Name
			}
			if len(known) == 0 {
				return v, wire.Invalidf("unknown parameter %q: algorithm %q takes no parameters", clip.Text(name), algo.ID)
			}
			return v, wire.Invalidf("unknown parameter %q for algorithm %q (known: %s)", clip.Text(name), algo.ID, strings.Join(known, ", "))
		}
	}
	for _, p := range algo.Params {
		raw, ok := params[p.Name]
		if !ok || raw == nil {
			raw = p.Default
		}
		x, err := checkValue(p, raw)
		if err != nil {
			return v, err
		}
		v.vals[p.Name] = x
	}
	return v, nil
}

// Int returns an integer parameter.
func (v Values) Int(name string) int { return int(v.Int64(name)) }

// Int64 returns an integer parameter.
func (v Values) Int64(name string) int64 { return get[int64](v, name, TypeInt) }

// Float returns a real parameter.
func (v Values) Float(name string) float64 { return get[float64](v, name, TypeFloat) }

// String returns an enum or string parameter.
func (v Values) String(name string) string { return get[string](v, name, "enum or string") }

// Bool returns a true/false parameter.
func (v Values) Bool(name string) bool { return get[bool](v, name, TypeBool) }

// Has reports whether the algorithm declares the parameter: the way to read
// a parameter that only some of the algorithms sharing a code path have
// (Othello's move_time_ms), explicitly.
func (v Values) Has(name string) bool {
	v.Reads.note(name)
	_, ok := v.vals[name]
	return ok
}

// get returns parameter name as a T, panicking when the algorithm does not
// declare it or declares it with another type.
func get[T any](v Values, name, want string) T {
	v.Reads.note(name)
	x, ok := v.vals[name]
	if !ok {
		panic(fmt.Sprintf("api: algorithm %q reads parameter %q, which its catalogue entry does not declare", v.algo, name))
	}
	t, ok := x.(T)
	if !ok {
		panic(fmt.Sprintf("api: algorithm %q reads parameter %q as %s, but it holds %T", v.algo, name, want, x))
	}
	return t
}

// paramReads is the set of parameter names read through a Values.
type ParamReads struct {
	mu    sync.Mutex
	Names map[string]bool
}

func (r *ParamReads) note(name string) {
	if r == nil {
		return
	}
	r.mu.Lock()
	r.Names[name] = true
	r.mu.Unlock()
}
