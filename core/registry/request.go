package registry

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"searchlab/core/internal/clip"
	"searchlab/core/wire"
)

// Budget defaults and maxima. A request's max_nodes and timeout_ms of 0 mean
// the default; larger values are accepted up to the maximum.
const (
	DefaultMaxNodes = 5_000_000
	MaxMaxNodes     = 2_000_000_000
	DefaultTimeout  = 30 * time.Second
	MaxTimeout      = 10 * time.Minute
)

// Job is a validated request: the algorithm's description, every parameter
// typed and with its default filled in, and the effective budgets.
type Job struct {
	wire.Request
	Algo AlgorithmInfo
	// Values are the algorithm's parameters, every one it declares.
	Values   Values
	MaxNodes int64
	Timeout  time.Duration
	// MaxMemory is the effective memory budget in bytes.
	MaxMemory int64
	// Clock, when set, measures the time budget and elapsed times of the
	// searches that run through RunStepper instead of the wall clock
	// (search.RunOptions.Clock): native benchmarks on a busy machine set
	// the process's CPU time. Never set from a request.
	Clock func() time.Duration
	// trace records the search's events when the request asked for them
	// and the caller takes them (Registry.SolveTraced); nil otherwise.
	Recorder *tracer
}

// searchMemory is the memory budget of the job's search: MaxMemory less
// what its trace holds back.
func (j Job) SearchMemory() int64 {
	if r := j.Recorder.Reserved(); r > 0 {
		return max(j.MaxMemory-r, MinMaxMemory)
	}
	return j.MaxMemory
}

// checkMaxMemory checks a request's max_memory_bytes (0: the default).
func checkMaxMemory(n int64) error {
	switch {
	case n < 0 || (n > 0 && n < MinMaxMemory):
		return wire.Invalidf("max_memory_bytes must be 0 (default %d) or at least %d, not %d", int64(DefaultMaxMemory), MinMaxMemory, n)
	case n > MaxMaxMemory:
		return wire.Invalidf("max_memory_bytes %d is above the maximum of %d", n, int64(MaxMaxMemory))
	}
	return nil
}

// validate checks req against the algorithm's description and returns the
// job. It does not parse the board (the game does).
func validate(req wire.Request, algo AlgorithmInfo) (Job, error) {
	job := Job{Request: req, Algo: algo}
	switch {
	case req.MaxNodes < 0:
		return job, wire.Invalidf("max_nodes must be 0 (default %d) or positive, not %d", DefaultMaxNodes, req.MaxNodes)
	case req.MaxNodes > MaxMaxNodes:
		return job, wire.Invalidf("max_nodes %d is above the maximum of %d", req.MaxNodes, MaxMaxNodes)
	case req.TimeoutMS < 0:
		return job, wire.Invalidf("timeout_ms must be 0 (default %d) or positive, not %d", DefaultTimeout.Milliseconds(), req.TimeoutMS)
	case req.TimeoutMS > MaxTimeout.Milliseconds():
		return job, wire.Invalidf("timeout_ms %d is above the maximum of %d", req.TimeoutMS, MaxTimeout.Milliseconds())
	}
	if err := checkMaxMemory(req.MaxMemoryBytes); err != nil {
		return job, err
	}
	job.MaxMemory = req.MaxMemoryBytes
	if job.MaxMemory == 0 {
		job.MaxMemory = DefaultMaxMemory
	}
	if err := req.Trace.Check(); err != nil {
		return job, err
	}
	if req.Trace != nil {
		if need := TraceReserveBound(req.Trace.MaxEvents); job.MaxMemory-need < MinMaxMemory {
			return job, wire.Invalidf("a trace of %d events needs up to %s of the memory budget of %s, leaving the search less than %s: ask for fewer events or more memory",
				req.Trace.MaxEvents, Mebibytes(need), Mebibytes(job.MaxMemory), Mebibytes(MinMaxMemory))
		}
	}
	job.MaxNodes = req.MaxNodes
	if job.MaxNodes == 0 {
		job.MaxNodes = DefaultMaxNodes
	}
	job.Timeout = time.Duration(req.TimeoutMS) * time.Millisecond
	if job.Timeout == 0 {
		job.Timeout = DefaultTimeout
	}
	var err error
	job.Values, err = NewValues(algo, req.Params)
	return job, err
}

// checkValue converts a raw JSON value to the parameter's Go type and checks
// its range.
func checkValue(p Param, raw any) (any, error) {
	switch p.Type {
	case TypeInt:
		f, isNum := number(raw)
		if !isNum {
			return nil, wire.Invalidf("parameter %q must be an integer, not %s", p.Name, describe(raw))
		}
		if f != math.Trunc(f) || math.IsInf(f, 0) || math.IsNaN(f) {
			return nil, wire.Invalidf("parameter %q must be an integer, not %v", p.Name, f)
		}
		if err := inRange(p, f); err != nil {
			return nil, err
		}
		return int64(f), nil
	case TypeFloat:
		f, isNum := number(raw)
		if !isNum {
			return nil, wire.Invalidf("parameter %q must be a number, not %s", p.Name, describe(raw))
		}
		if math.IsInf(f, 0) || math.IsNaN(f) {
			return nil, wire.Invalidf("parameter %q must be a finite number", p.Name)
		}
		if err := inRange(p, f); err != nil {
			return nil, err
		}
		return f, nil
	case TypeBool:
		b, ok := raw.(bool)
		if !ok {
			return nil, wire.Invalidf("parameter %q must be true or false, not %s", p.Name, describe(raw))
		}
		return b, nil
	case TypeEnum:
		s, ok := raw.(string)
		if !ok {
			return nil, wire.Invalidf("parameter %q must be one of %s, not %s", p.Name, strings.Join(p.Options, ", "), describe(raw))
		}
		for _, o := range p.Options {
			if o == s {
				return s, nil
			}
		}
		return nil, wire.Invalidf("parameter %q must be one of %s, not %q", p.Name, strings.Join(p.Options, ", "), clip.Text(s))
	case TypeString:
		s, ok := raw.(string)
		if !ok {
			return nil, wire.Invalidf("parameter %q must be a string, not %s", p.Name, describe(raw))
		}
		return s, nil
	}
	return nil, fmt.Errorf("parameter %q has unknown type %q", p.Name, p.Type)
}

func inRange(p Param, f float64) error {
	if (p.Min != nil && f < *p.Min) || (p.Max != nil && f > *p.Max) {
		return wire.Invalidf("parameter %q is %v, out of range [%v, %v]", p.Name, f, fmtBound(p.Min), fmtBound(p.Max))
	}
	return nil
}

func fmtBound(b *float64) string {
	if b == nil {
		return "…"
	}
	return strconv.FormatFloat(*b, 'g', -1, 64)
}

// number reads a JSON number in any of the forms a Request may hold.
func number(raw any) (float64, bool) {
	switch x := raw.(type) {
	case json.Number:
		f, err := x.Float64()
		return f, err == nil
	case float64:
		return x, true
	case float32:
		return float64(x), true
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case int32:
		return float64(x), true
	case uint64:
		return float64(x), true
	}
	return 0, false
}

func describe(raw any) string {
	switch x := raw.(type) {
	case string:
		return fmt.Sprintf("the string %q", clip.Text(x))
	case bool:
		return fmt.Sprintf("%v", x)
	case json.Number, float64, int, int64:
		return fmt.Sprintf("the number %v", x)
	case []any:
		return "a list"
	case map[string]any:
		return "an object"
	}
	b, _ := json.Marshal(raw)
	return clip.Text(string(bytes.TrimSpace(b)))
}

// ParseParamText converts the text form of a parameter value (the CLI's
// -set key=value) to the value a Request holds, according to p's type.
func ParseParamText(p Param, text string) (any, error) {
	switch p.Type {
	case TypeInt:
		n, err := strconv.ParseInt(strings.TrimSpace(text), 10, 64)
		if err != nil {
			return nil, wire.Invalidf("parameter %q must be an integer, not %q", p.Name, clip.Text(text))
		}
		return n, nil
	case TypeFloat:
		f, err := strconv.ParseFloat(strings.TrimSpace(text), 64)
		if err != nil {
			return nil, wire.Invalidf("parameter %q must be a number, not %q", p.Name, clip.Text(text))
		}
		return f, nil
	case TypeBool:
		b, err := strconv.ParseBool(strings.TrimSpace(text))
		if err != nil {
			return nil, wire.Invalidf("parameter %q must be true or false, not %q", p.Name, clip.Text(text))
		}
		return b, nil
	}
	return text, nil
}

// ParamsFromText turns the text typed for each of an algorithm's parameters
// (the page's forms; text returns a parameter's text, "" for none) into a
// Request's params, checked exactly as the solver checks a request (type,
// range, options): the one parser and checker of parameter text. Empty
// text leaves the parameter out, so its default applies; so does a
// parameter that does not apply to the others' values (Param.When: the
// form hides it, and a stale text in it is no error).
func ParamsFromText(algo AlgorithmInfo, text func(Param) string) (map[string]any, error) {
	out := map[string]any{}
	for _, p := range algo.Params {
		t := strings.TrimSpace(text(p))
		if t == "" || !algo.Applies(p, text) {
			continue
		}
		raw, err := ParseParamText(p, t)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", algo.Name, err)
		}
		v, err := checkValue(p, raw)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", algo.Name, err)
		}
		out[p.Name] = v
	}
	return out, nil
}
