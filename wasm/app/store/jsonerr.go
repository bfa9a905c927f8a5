package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// jsonProblem says what is wrong with a JSON text in words, without Go's
// own vocabulary ("cannot unmarshal array into Go value of type
// store.Export" reads "it holds a list where an object is expected").
func jsonProblem(err error) string {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Sprintf("it is not valid JSON (a problem at character %d)", syn.Offset)
	case errors.As(err, &typ):
		want := map[string]string{"struct": "an object", "map": "an object", "slice": "a list", "array": "a list",
			"string": "text", "bool": "true or false"}[typ.Type.Kind().String()]
		if want == "" {
			want = "a number"
		}
		got := map[string]string{"array": "a list", "object": "an object", "string": "text", "bool": "true or false"}[typ.Value]
		if got == "" {
			got = typ.Value
		}
		if typ.Field == "" {
			return fmt.Sprintf("it holds %s where %s is expected", got, want)
		}
		return fmt.Sprintf("its field %q holds %s where %s is expected", typ.Field, got, want)
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return "it has a field a SearchLab export does not have: " + strings.TrimPrefix(err.Error(), "json: unknown field ")
	case err.Error() == "EOF" || err.Error() == "unexpected EOF":
		return "it is empty or cut short"
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}
