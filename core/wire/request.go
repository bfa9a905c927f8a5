package wire

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"searchlab/core/internal/clip"
	"strings"
)

// Request is a solve request as it arrives on the wire (POST /api/solve) or
// from the CLI flags.
type Request struct {
	Game      string `json:"game"`
	Board     string `json:"board"`
	Goal      string `json:"goal,omitempty"`
	Algorithm string `json:"algorithm"`
	// Params holds the algorithm's parameters by name. Values are JSON
	// numbers (json.Number or float64 or Go integers), strings and bools.
	Params    map[string]any `json:"params,omitempty"`
	Seed      int64          `json:"seed"`
	MaxNodes  int64          `json:"max_nodes"`
	TimeoutMS int64          `json:"timeout_ms"`
	// MaxMemoryBytes is the memory budget (0: DefaultMaxMemory).
	MaxMemoryBytes int64 `json:"max_memory_bytes,omitempty"`
	// Trace asks for the search's trace (trace.go); nil: none.
	Trace *TraceRequest `json:"trace,omitempty"`
}

// InvalidError is an error that is the request's fault; its message is a
// sentence saying what is wrong.
type InvalidError struct {
	Msg string
	Err error // the cause, when there is one (e.g. a *TooLargeError)
}

func (e *InvalidError) Error() string { return e.Msg }

// Unwrap returns the cause.
func (e *InvalidError) Unwrap() error { return e.Err }

// DecodeRequest reads one JSON request from r. Unknown fields, trailing data
// and malformed JSON are InvalidErrors with a message naming the problem.
func DecodeRequest(r io.Reader) (Request, error) {
	var req Request
	return req, DecodeObject(r, &req, true)
}

// describeJSONError turns a decoding error into a sentence; fields are the
// JSON field names of the object being decoded (for an unknown field).
func describeJSONError(err error, fields []string) string {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var tooBig *TooLargeError
	switch {
	case errors.Is(err, io.EOF):
		return "malformed JSON: the request body is empty"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "malformed JSON: the request body ends too early"
	case errors.As(err, &syn):
		return fmt.Sprintf("malformed JSON at byte %d: %v", syn.Offset, syn)
	case errors.As(err, &typ):
		field := typ.Field
		if field == "" {
			return fmt.Sprintf("malformed JSON: the request must be an object, not %s", typ.Value)
		}
		return fmt.Sprintf("field %q must be %s, not %s", field, jsonTypeName(typ.Type.Kind().String()), typ.Value)
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return fmt.Sprintf("unknown field %s in the request (known: %s)",
			clip.Text(strings.TrimPrefix(err.Error(), "json: unknown field ")), strings.Join(fields, ", "))
	case errors.As(err, &tooBig):
		return fmt.Sprintf("the request body is larger than %d bytes", tooBig.Limit)
	}
	return "malformed JSON: " + strings.TrimPrefix(err.Error(), "json: ")
}

func jsonTypeName(kind string) string {
	switch kind {
	case "int", "int64", "int32", "uint64":
		return "an integer"
	case "string":
		return "a string"
	case "map":
		return "an object"
	}
	return "a " + kind
}

// jsonFields lists the JSON field names of the struct v (for the message
// about an unknown field), in declaration order.
func jsonFields(v any) []string {
	t := reflect.TypeOf(v)
	var names []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if f.Anonymous {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" || name == "" {
			continue
		}
		names = append(names, name)
	}
	return names
}

func Invalidf(format string, args ...any) error {
	return &InvalidError{Msg: fmt.Sprintf(format, args...)}
}

// decodeObject reads one JSON object from r into v, a pointer to a request
// struct, with numbers as json.Number when useNumber is set. Unknown
// fields, trailing data and malformed JSON are InvalidErrors with a
// sentence naming the problem (describeJSONError): the one decoder of every
// request type.
func DecodeObject(r io.Reader, v any, useNumber bool) error {
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if useNumber {
		dec.UseNumber()
	}
	if err := dec.Decode(v); err != nil {
		return &InvalidError{Msg: describeJSONError(err, jsonFields(reflect.ValueOf(v).Elem().Interface())), Err: err}
	}
	if _, err := dec.Token(); err != io.EOF {
		return Invalidf("malformed JSON: unexpected data after the request object")
	}
	return nil
}
