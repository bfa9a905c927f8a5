package experiment

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"searchlab/core/internal/clip"
)

// Error is what is wrong with a spec: Path names the field at fault
// ("configs[2].params.weight", "instances.random.size"; "" for the spec as
// a whole) and Msg says what is wrong with it, so that Error() reads
// "configs[2].params.weight: parameter "weight" is 7, out of range [1, 5]".
type Error struct {
	Path string
	Msg  string
}

func (e *Error) Error() string {
	if e.Path == "" {
		return e.Msg
	}
	return e.Path + ": " + e.Msg
}

func errAt(path, format string, args ...any) *Error {
	return &Error{Path: path, Msg: fmt.Sprintf(format, args...)}
}

// field is the path of key inside the object at path.
func field(path, key string) string {
	name := key
	for _, c := range key {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			name = strconv.Quote(clip.Text(key))
			break
		}
	}
	if name == "" {
		name = `""`
	}
	if path == "" {
		return name
	}
	return path + "." + name
}

// index is the path of element i of the list at path.
func index(path string, i int) string { return fmt.Sprintf("%s[%d]", path, i) }

// object is one JSON object read strictly: its keys in order (each at most
// once) and their raw values.
type object struct {
	path string
	keys []string
	vals map[string]json.RawMessage
}

// readObject reads raw as an object; anything else is an error naming
// path. raw is valid JSON (the whole document was checked first).
func readObject(path string, raw json.RawMessage) (*object, error) {
	if k := kindOf(raw); k != "an object" {
		return nil, errAt(path, "must be an object, not %s", k)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if _, err := dec.Token(); err != nil {
		return nil, errAt(path, "is not a readable object (%v)", err)
	}
	o := &object{path: path, vals: map[string]json.RawMessage{}}
	for dec.More() {
		t, err := dec.Token()
		key, ok := t.(string)
		if err != nil || !ok {
			return nil, errAt(path, "is not a readable object")
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, errAt(field(path, key), "is not readable (%v)", err)
		}
		if _, dup := o.vals[key]; dup {
			return nil, errAt(field(path, key), "appears twice in the object; give it once")
		}
		o.keys = append(o.keys, key)
		o.vals[key] = v
	}
	return o, nil
}

// only fails on a key that is not among known.
func (o *object) only(known ...string) error {
	for _, k := range o.keys {
		found := false
		for _, n := range known {
			found = found || n == k
		}
		if !found {
			return errAt(field(o.path, k), "unknown field (known here: %s)", strings.Join(known, ", "))
		}
	}
	return nil
}

func (o *object) has(key string) bool { _, ok := o.vals[key]; return ok }

// str reads a string field into dst (left alone when absent).
func (o *object) str(key string, dst *string) error {
	raw, ok := o.vals[key]
	if !ok {
		return nil
	}
	return decodeString(field(o.path, key), raw, dst)
}

func decodeString(path string, raw json.RawMessage, dst *string) error {
	if k := kindOf(raw); k != "a string" {
		return errAt(path, "must be a string, not %s", k)
	}
	return json.Unmarshal(raw, dst)
}

// integer reads a whole-number field into dst (left alone when absent).
func (o *object) integer(key string, dst *int64) error {
	raw, ok := o.vals[key]
	if !ok {
		return nil
	}
	return decodeInt(field(o.path, key), raw, dst)
}

// small reads a whole-number field that must fit an int.
func (o *object) small(key string, dst *int) error {
	var v int64
	raw, ok := o.vals[key]
	if !ok {
		return nil
	}
	path := field(o.path, key)
	if err := decodeInt(path, raw, &v); err != nil {
		return err
	}
	if v < math.MinInt32 || v > math.MaxInt32 {
		return errAt(path, "%d is far out of range", v)
	}
	*dst = int(v)
	return nil
}

func decodeInt(path string, raw json.RawMessage, dst *int64) error {
	if k := kindOf(raw); k != "a number" {
		return errAt(path, "must be a whole number, not %s", k)
	}
	text := string(bytes.TrimSpace(raw))
	if n, err := strconv.ParseInt(text, 10, 64); err == nil {
		*dst = n
		return nil
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil || f != math.Trunc(f) {
		return errAt(path, "must be a whole number, not %s", clip.Text(text))
	}
	if f < -(1<<63) || f >= 1<<63 {
		return errAt(path, "%s is out of range for a whole number", clip.Text(text))
	}
	*dst = int64(f)
	return nil
}

// strings reads a list of strings (nil when absent).
func (o *object) strings(key string) ([]string, error) {
	raw, ok := o.vals[key]
	if !ok {
		return nil, nil
	}
	path := field(o.path, key)
	var items []json.RawMessage
	if k := kindOf(raw); k != "a list" {
		return nil, errAt(path, "must be a list of strings, not %s", k)
	}
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, errAt(path, "is not a readable list (%v)", err)
	}
	out := make([]string, len(items))
	for i, it := range items {
		if err := decodeString(index(path, i), it, &out[i]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// params reads an object of parameter values: numbers (kept as
// json.Number, as the solve API reads them), strings, booleans and null
// (the default). The registry checks names, types and ranges.
func (o *object) params(key string) (map[string]any, error) {
	raw, ok := o.vals[key]
	if !ok {
		return nil, nil
	}
	p, err := readObject(field(o.path, key), raw)
	if err != nil {
		return nil, err
	}
	out := make(map[string]any, len(p.keys))
	for _, k := range p.keys {
		v := p.vals[k]
		switch kind := kindOf(v); kind {
		case "a number":
			out[k] = json.Number(bytes.TrimSpace(v))
		case "a string":
			var s string
			json.Unmarshal(v, &s)
			out[k] = s
		case "true", "false":
			out[k] = kind == "true"
		case "null":
			out[k] = nil
		default:
			return nil, errAt(field(p.path, k), "must be a number, a string or true/false, not %s", kind)
		}
	}
	if len(out) == 0 {
		// The canonical form of no parameters is none: "params":{} reads
		// as an omitted field, which is how Encode writes it back.
		return nil, nil
	}
	return out, nil
}

// kindOf names the JSON type of a valid raw value, for messages.
func kindOf(raw json.RawMessage) string {
	b := bytes.TrimSpace(raw)
	if len(b) == 0 {
		return "nothing"
	}
	switch b[0] {
	case '{':
		return "an object"
	case '[':
		return "a list"
	case '"':
		return "a string"
	case 't':
		return "true"
	case 'f':
		return "false"
	case 'n':
		return "null"
	}
	return "a number"
}

// checkSyntax reports malformed JSON with its line and column, and data
// after the first value.
func checkSyntax(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	var v json.RawMessage
	err := dec.Decode(&v)
	var syn *json.SyntaxError
	switch {
	case err == nil:
	case errors.As(err, &syn):
		line, col := position(data, syn.Offset-1)
		return errAt("", "malformed JSON at line %d, column %d: %s", line, col, strings.TrimPrefix(syn.Error(), "json: "))
	default:
		return errAt("", "malformed JSON: the spec ends too early (%s)", strings.TrimPrefix(err.Error(), "json: "))
	}
	if _, err := dec.Token(); err != io.EOF {
		return errAt("", "malformed JSON: unexpected data after the spec object")
	}
	return nil
}

// position converts a byte offset into the 1-based line and column of the
// byte there.
func position(data []byte, off int64) (line, col int) {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line = 1 + bytes.Count(before, []byte("\n"))
	col = int(off) - bytes.LastIndexByte(before, '\n')
	return line, col
}
