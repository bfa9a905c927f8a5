package npuzzlescreen

import (
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/store"
)

// reducePlayer handles the solution player.
func (s *Screen) reducePlayer(a actions.Action) {
	p := &s.st.Player
	if !p.Loaded() {
		if sp, ok := a.(actions.SetSpeed); ok {
			p.Speed = store.ClampSpeed(sp.MovesPerSecond)
		}
		return
	}
	switch a := a.(type) {
	case actions.TogglePlay:
		if !p.Playing && p.Index == len(p.Moves) {
			p.Index = 0 // play again from the start
		}
		p.Playing = !p.Playing
	case actions.StepForward:
		p.Playing = false
		p.Index = min(p.Index+1, len(p.Moves))
	case actions.StepBack:
		p.Playing = false
		p.Index = max(p.Index-1, 0)
	case actions.Seek:
		p.Playing = false
		p.Index = min(max(a.Index, 0), len(p.Moves))
	case actions.SetSpeed:
		p.Speed = store.ClampSpeed(a.MovesPerSecond)
	case actions.Tick:
		if !p.Playing {
			return
		}
		p.Index++
		if p.Index >= len(p.Moves) {
			p.Index, p.Playing = len(p.Moves), false
		}
	}
	p.cur.Seek(p.Index) // keep the cursor's board in step
}
