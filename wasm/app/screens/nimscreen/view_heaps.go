//go:build js && wasm

package nimscreen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hexops/vecty"
	"github.com/hexops/vecty/elem"
	"github.com/hexops/vecty/event"
	"github.com/hexops/vecty/prop"

	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/ui"
)

// Heaps draws the heaps as rows of stones. In Nim a click on a stone
// takes it and every stone to its right; in Grundy's game a click on a
// stone splits the heap after it. With hints on, the stones a winning move
// takes (or the split point) are marked.
type Heaps struct {
	vecty.Core
	Part `vecty:"prop"`
}

// Render implements vecty.Component.
func (h *Heaps) Render() (out vecty.ComponentOrHTML) {
	defer ui.Guard("NimHeaps", &out)
	n, l := h.S, h.Lang
	grundy := n.Variant == "grundy"
	marks := hintMarks(n)
	can := n.HumanToMove()
	rows := vecty.List{}
	heaps := n.DisplayHeaps()
	for i, size := range heaps {
		stones := vecty.List{}
		for j := 1; j <= size; j++ {
			stones = append(stones, h.stone(heaps, i, j, marks, can))
		}
		rows = append(rows, elem.Div(vecty.Markup(vecty.Class("heap"), ui.TestID(fmt.Sprintf("heap-%d", i+1)), vecty.Attribute("data-size", ui.Itoa(size)),
			vecty.Attribute("role", "group"), vecty.Attribute("aria-label", l.T("nim.heap.aria", "i", i+1, "n", size))),
			elem.Span(vecty.Markup(vecty.Class("heap-label")), vecty.Text(fmt.Sprintf("%d", i+1))),
			elem.Div(vecty.Markup(vecty.Class("stones")), stones),
			elem.Span(vecty.Markup(vecty.Class("heap-count")), vecty.Text(ui.Itoa(size))),
		))
	}
	cls := []string{"panel", "nim-board"}
	if grundy {
		cls = append(cls, "grundy")
	}
	if can {
		cls = append(cls, "can-move")
	}
	return elem.Div(vecty.Markup(ui.TestID("board"), vecty.Class(cls...), vecty.Attribute("data-board", n.Pos), vecty.Attribute("data-shown", heapsText(heaps)),
		vecty.Attribute("data-moves", strings.Join(n.Moves, " ")), vecty.Attribute("role", "group"), vecty.Attribute("aria-label", l.T("nim.heaps"))), rows)
}

// heapMarks are the stones the winning moves touch: heap → the counts
// they take (Nim), heap → their split points (Grundy's game).
type heapMarks struct {
	take  map[int][]int
	split map[int]map[int]bool
}

// hintMarks are the winning moves' marks when the hints are shown on the
// live position (none while the game is reviewed).
func hintMarks(n *State) heapMarks {
	m := heapMarks{take: map[int][]int{}, split: map[int]map[int]bool{}}
	if n.Hints == nil || !(n.Mode == ModeHints || n.ShowHints) || n.Review.On {
		return m
	}
	for _, w := range n.Hints.Winning {
		if i, rest, ok := strings.Cut(w, ":"); ok {
			hi, _ := strconv.Atoi(i)
			a, _, _ := strings.Cut(rest, "+")
			ai, _ := strconv.Atoi(a)
			if m.split[hi-1] == nil {
				m.split[hi-1] = map[int]bool{}
			}
			m.split[hi-1][ai] = true
		} else if i, k, ok := strings.Cut(w, "-"); ok {
			hi, _ := strconv.Atoi(i)
			ki, _ := strconv.Atoi(k)
			m.take[hi-1] = append(m.take[hi-1], ki)
		}
	}
	return m
}

// stoneMove is what a click on stone j (from 1) of heap i does, its label
// and its classes (the hints' marks).
func (h *Heaps) stoneMove(size, i, j int, marks heapMarks) (a actions.Action, label string, classes []string) {
	l := h.Lang
	classes = []string{"stone"}
	if h.S.Variant == "grundy" {
		if j < size && j != size-j {
			a = Split{Heap: i, A: j}
			label = l.T("nim.heap.split", "i", i+1, "a", j, "b", size-j)
		}
		if marks.split[i][j] {
			classes = append(classes, "hint-split")
		}
		return a, label, classes
	}
	a = Take{Heap: i, Take: size - j + 1}
	label = l.T("nim.heap.take", "k", size-j+1, "i", i+1)
	for _, k := range marks.take[i] {
		if j == size-k+1 {
			classes = append(classes, "hint-from")
		}
		if j >= size-k+1 {
			classes = append(classes, "hint")
		}
	}
	return a, label, classes
}

// stone draws stone j (from 1) of heap i; can says a person may move.
func (h *Heaps) stone(heaps []int, i, j int, marks heapMarks, can bool) *vecty.HTML {
	act, label, classes := h.stoneMove(heaps[i], i, j, marks)
	return elem.Button(vecty.Markup(
		prop.Type(prop.TypeButton), vecty.Class(classes...), ui.TestID(fmt.Sprintf("stone-%d-%d", i+1, j)),
		prop.Disabled(!can || act == nil), vecty.Attribute("aria-label", label), vecty.Attribute("title", label),
		event.Click(func(*vecty.Event) {
			if act != nil {
				h.Env.Dispatch(act)
			}
		}),
		event.KeyDown(func(e *vecty.Event) {
			if id, ok := stoneStep(e.Get("key").String(), heaps, i, j); ok {
				e.Call("preventDefault")
				ui.FocusTestID(id)
			}
		}),
	))
}

// stoneStep is the stone an arrow key moves the focus to from stone j of
// heap i (both counted from 1 in test ids): left and right along the heap,
// up and down to the same place in the next heap that has stones (its
// last stone when it is shorter), Home and End to the heap's ends.
func stoneStep(key string, heaps []int, i, j int) (string, bool) {
	switch key {
	case "ArrowLeft", "ArrowRight", "Home", "End":
		_, c, ok := ui.GridStep(key, 0, j-1, 1, heaps[i])
		return fmt.Sprintf("stone-%d-%d", i+1, c+1), ok
	case "ArrowUp", "ArrowDown":
		d := 1
		if key == "ArrowUp" {
			d = -1
		}
		for k := i + d; k >= 0 && k < len(heaps); k += d {
			if heaps[k] > 0 {
				return fmt.Sprintf("stone-%d-%d", k+1, min(j, heaps[k])), true
			}
		}
	}
	return "", false
}

func heapsText(hs []int) string {
	parts := make([]string, len(hs))
	for i, h := range hs {
		parts[i] = strconv.Itoa(h)
	}
	return strings.Join(parts, " ")
}
