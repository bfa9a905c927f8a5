//go:build js && wasm

package nimscreen

import "searchlab/wasm/app/ui"

// Part is what every panel of the Nim screen draws from (ui.Part): the
// page's services, the screen's state and the page's language.
type Part = ui.Part[State]
