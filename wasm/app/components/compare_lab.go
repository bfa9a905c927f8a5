//go:build js && wasm

package components

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"searchlab/core/experiment"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
	"searchlab/wasm/app/ui"
)

// configLabel names a compared run's configuration as the Lab's tables
// do (experiment.ConfigName): the algorithm and the parameters it ran
// with ("A*:heuristic=manhattan"), so two runs of one algorithm with other
// parameters read apart.
func configLabel(st *store.State, e store.Entry) string {
	name, ok := findName(st, e.Algorithm)
	if !ok {
		name = e.Algorithm
	}
	c := experiment.Config{Algorithm: name}
	for k, v := range e.Params {
		if c.Params == nil {
			c.Params = map[string]any{}
		}
		c.Params[k] = v
	}
	return experiment.ConfigName(c)
}

// budgetText is a run's budget: its node and time limits ("default" for
// the solver's).
func budgetText(l i18n.Lang, e store.Entry) string {
	var parts []string
	if e.MaxNodes > 0 {
		parts = append(parts, l.T("compare.budget.nodes", "n", e.MaxNodes))
	}
	if e.TimeoutMS > 0 {
		parts = append(parts, l.MS(float64(e.TimeoutMS)))
	}
	if len(parts) == 0 {
		return l.T("compare.budget.def")
	}
	return strings.Join(parts, ", ")
}

// clipText cuts s to n characters with an ellipsis.
func clipText(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}

// openInLab opens the Lab with an experiment on the screen's board: each
// ticked algorithm with the parameters the panel has for it, the panel's
// budgets and seed, through the Lab's own link (#v1/lab/…), so the Lab
// checks it as any spec.
func openInLab(env *ui.Env, st *store.State) {
	board, goal, ok := env.Store.Board(st.Game)
	if !ok {
		env.Dispatch(actions.Notice{Text: st.T("compare.no_board")})
		return
	}
	spec := experiment.Spec{Name: "Compare on " + clipText(board, 40), Game: st.Game, Goal: goal,
		Instances: experiment.Instances{Boards: []string{board}},
		Budget:    experiment.Budget{MaxNodes: st.MaxNodes, TimeoutMS: st.TimeoutMS}, Repeats: 10, Seed: st.Seed}
	for _, algo := range st.CompareSet {
		info, params, err := st.RequestParams(algo)
		if err != nil {
			env.Dispatch(actions.Notice{Text: st.T("compare.lab.cannot", "err", fmt.Sprint(err))})
			return
		}
		// The label names the parameters set away from their defaults.
		var set []string
		for _, prm := range info.Params {
			if v := st.ParamValue(algo, prm); v != store.DefaultText(prm) {
				set = append(set, prm.Name+"="+v)
			}
		}
		label := info.Name
		if len(set) > 0 {
			label += " (" + strings.Join(set, ", ") + ")"
		}
		if len(params) == 0 {
			params = nil
		}
		spec.Configs = append(spec.Configs, experiment.Config{Label: clipText(label, experiment.MaxLabel), Algorithm: algo, Params: params})
	}
	frag, err := experiment.ShareLink(spec)
	if err != nil {
		env.Dispatch(actions.Notice{Text: st.T("compare.lab.cannot", "err", st.Lang.Core(err.Error()))})
		return
	}
	env.Dispatch(actions.OpenLink{Fragment: "#" + frag})
	env.Dispatch(actions.SelectGame{ID: experiment.LinkGame})
}
