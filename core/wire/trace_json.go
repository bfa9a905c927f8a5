package wire

import (
	"encoding/json"
	"math"
	"strconv"
)

// A traced search sends up to MaxTraceEvents events, and encoding/json's
// reflection over TraceEvent's 27 fields cost more than the search that
// made them (issue 22: a trace may cost at most 2× the untraced run). This
// file writes a trace line by hand, byte for byte what encoding/json
// writes for it (same field order, same omitempty rules, same number and
// string forms; trace_json_test.go checks it against encoding/json on a
// table and on random events), so every reader (DecodeLine, core/replay,
// the page) reads it unchanged.

// MarshalJSON writes the line with AppendJSON.
func (l TraceLine) MarshalJSON() ([]byte, error) {
	return l.AppendJSON(nil), nil
}

// AppendJSON appends the line's JSON to b (without a newline): the bytes
// encoding/json writes for it. Its numbers must be finite (the tracer
// sends non-finite ones as 0 or leaves them out); any that is not is
// written as 0.
func (l TraceLine) AppendJSON(b []byte) []byte {
	t := &l.Trace
	b = appendTraceHead(b, t.First, t.Family)
	if len(t.States) > 0 {
		b = append(b, `,"states":[`...)
		for i := range t.States {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendTraceState(b, int64(t.States[i].ID), t.States[i].Text)
		}
		b = append(b, ']')
	}
	if t.Events == nil {
		b = append(b, `,"events":null`...)
	} else {
		b = append(b, `,"events":[`...)
		for i := range t.Events {
			if i > 0 {
				b = append(b, ',')
			}
			b = t.Events[i].appendJSON(b)
		}
		b = append(b, ']')
	}
	return appendTraceTail(b, t.Cut)
}

// appendTraceHead appends a trace line's start, up to its family.
func appendTraceHead(b []byte, first int, family TraceFamily) []byte {
	b = append(b, `{"trace":{"first":`...)
	b = strconv.AppendInt(b, int64(first), 10)
	if family != "" {
		b = append(b, `,"family":`...)
		b = appendJSONString(b, string(family))
	}
	return b
}

// appendTraceState appends a state's object.
func appendTraceState[T string | []byte](b []byte, id int64, text T) []byte {
	b = append(b, `{"id":`...)
	b = strconv.AppendInt(b, id, 10)
	b = append(b, `,"text":`...)
	b = appendJSONString(b, text)
	return append(b, '}')
}

// appendTraceTail appends a trace line's end, from its cut flag.
func appendTraceTail(b []byte, cut bool) []byte {
	if cut {
		b = append(b, `,"cut":true`...)
	}
	return append(b, "}}"...)
}

// appendJSON appends the event's JSON object, its fields in TraceEvent's
// order, those at their zero value left out (its tags' omitempty).
func (e *TraceEvent) appendJSON(b []byte) []byte {
	b = append(b, `{"k":`...)
	b = appendJSONString(b, string(e.Kind))
	b = appendIntField(b, `,"s":`, int64(e.State))
	b = appendIntField(b, `,"p":`, int64(e.Parent))
	b = appendIntField(b, `,"n":`, int64(e.Node))
	b = appendIntField(b, `,"pn":`, int64(e.ParentNode))
	if e.Move != "" {
		b = append(b, `,"m":`...)
		b = appendJSONString(b, e.Move)
	}
	b = appendIntField(b, `,"d":`, int64(e.Depth))
	b = appendFloatField(b, `,"g":`, e.G)
	b = appendFloatField(b, `,"h":`, e.H)
	b = appendFloatField(b, `,"b":`, e.Bound)
	b = appendFloatField(b, `,"v":`, e.Value)
	b = appendFloatField(b, `,"mu":`, e.Mean)
	b = appendFloatField(b, `,"t":`, e.Temp)
	if e.Alpha != nil {
		b = append(b, `,"al":`...)
		b = appendJSONFloat(b, *e.Alpha)
	}
	if e.Beta != nil {
		b = append(b, `,"be":`...)
		b = appendJSONFloat(b, *e.Beta)
	}
	if e.BoundKind != "" {
		b = append(b, `,"bk":`...)
		b = appendJSONString(b, e.BoundKind)
	}
	b = appendIntField(b, `,"f":`, int64(e.Frontier))
	b = appendIntField(b, `,"x":`, int64(e.Explored))
	b = appendIntField(b, `,"i":`, e.Iteration)
	b = appendIntField(b, `,"ex":`, e.Expanded)
	b = appendIntField(b, `,"gn":`, e.Generated)
	b = appendIntField(b, `,"c":`, int64(e.Count))
	b = appendIntField(b, `,"vis":`, e.Visits)
	b = appendIntField(b, `,"pr":`, int64(e.Proof))
	if len(e.States) > 0 {
		b = append(b, `,"ss":[`...)
		for i, s := range e.States {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(s), 10)
		}
		b = append(b, ']')
	}
	if e.Root {
		b = append(b, `,"root":true`...)
	}
	if e.Dropped {
		b = append(b, `,"drop":true`...)
	}
	if e.Backward {
		b = append(b, `,"back":true`...)
	}
	return append(b, '}')
}

// appendIntField appends key and x unless x is 0 (omitempty).
func appendIntField(b []byte, key string, x int64) []byte {
	if x == 0 {
		return b
	}
	return strconv.AppendInt(append(b, key...), x, 10)
}

// appendFloatField appends key and x unless x is 0 (omitempty; -0 too).
func appendFloatField(b []byte, key string, x float64) []byte {
	if x == 0 {
		return b
	}
	return appendJSONFloat(append(b, key...), x)
}

// appendJSONFloat appends x as encoding/json writes a float64: an integer
// below 2^53 as its digits, others in the shortest form that reads back
// exactly, with an exponent below 1e-6 and from 1e21 (encoding/json's
// floatEncoder, which this copies).
func appendJSONFloat(b []byte, x float64) []byte {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return append(b, '0')
	}
	if x == math.Trunc(x) && math.Abs(x) < 1<<53 && !(x == 0 && math.Signbit(x)) {
		return strconv.AppendInt(b, int64(x), 10)
	}
	abs := math.Abs(x)
	format := byte('f')
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, x, format, -1, 64)
	if format == 'e' {
		// clean up e-09 to e-9, as encoding/json does
		n := len(b)
		if n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}

// appendJSONString appends s as a JSON string. Printable ASCII other than
// the characters encoding/json escapes (", \ and, for HTML, <, > and &) is
// copied; a string with any other byte (rare in a trace: state texts and
// moves are ASCII) is left to encoding/json, so its escapes are the same.
func appendJSONString[T string | []byte](b []byte, s T) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(string(s)) // a string always marshals
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
