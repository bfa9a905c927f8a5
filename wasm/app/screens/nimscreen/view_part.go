//go:build js && wasm

package nimscreen

import (
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/ui"
)

// Part is what every panel of the Nim screen draws from, one set of props
// for all (a panel embeds it as its prop): the page's services, the
// screen's state and the page's language.
type Part struct {
	Env *ui.Env
	N   *State
	// Lang is the page's language.
	Lang i18n.Lang
}
