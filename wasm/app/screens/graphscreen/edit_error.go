package graphscreen

import (
	"errors"

	"searchlab/wasm/app/i18n"
)

// editError is why the editor refuses an edit, as a catalogue message
// (key "gr.err.*" and its arguments), so the notice can say it in the
// reader's language; its Error is the English.
type editError struct {
	key  string
	args []any
}

func (e editError) Error() string { return i18n.English.T(e.key, e.args...) }

// errorIn is err in l: an editError's message, any other error (the level
// text's parser, in core) as it is.
func errorIn(l i18n.Lang, err error) string {
	var e editError
	if errors.As(err, &e) {
		return l.T(e.key, e.args...)
	}
	return err.Error()
}
