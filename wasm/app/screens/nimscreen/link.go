package nimscreen

import (
	"strconv"
	"strings"

	"searchlab/core/nim"
	"searchlab/core/registry"
	"searchlab/core/share"
	"searchlab/wasm/app/actions"
	"searchlab/wasm/app/i18n"
	"searchlab/wasm/app/store"
)

// ShareFragment is the share link of the Nim screen: the current
// position, the rules and the AI's settings.
func (s *Screen) ShareFragment() (string, error) {
	n := s.st
	p := map[string]string{"rule": n.Rule, "variant": n.Variant, "mode": n.Mode}
	switch n.Algorithm {
	case registry.AlgoMinimax, registry.AlgoAlphaBeta:
		p["depth"] = strconv.Itoa(n.Depth)
	case registry.AlgoMCTS:
		p["iterations"] = strconv.Itoa(n.Iterations)
	}
	if n.MaxNodes > 0 {
		p["max_nodes"] = strconv.FormatInt(n.MaxNodes, 10)
	}
	if n.Algorithm2 != "" {
		p["algorithm2"] = n.Algorithm2
	}
	nimSwitchParams(p, n.Algorithm, n.Switches, "")
	if n.Mode == ModeAIvAI {
		a2 := n.Algorithm2
		if a2 == "" {
			a2 = n.Algorithm
		}
		nimSwitchParams(p, a2, n.Switches2, "2")
	}
	return share.Encode(share.Link{Game: "nim", Board: n.Pos, Algorithm: n.Algorithm, Params: p, Seed: uint64(s.h.Seed())})
}

// nimSwitchParams adds the switches that matter to algo to a share link's
// params, each key followed by suffix ("" for AI 1, "2" for AI 2).
func nimSwitchParams(p map[string]string, algo string, w Switches, suffix string) {
	b := func(v bool) string { return strconv.FormatBool(v) }
	switch algo {
	case registry.AlgoAlphaBeta:
		p["ordering"+suffix], p["tt"+suffix], p["deepening"+suffix] = b(w.Ordering), b(w.TT), b(w.Deepening)
	case registry.AlgoMinimax:
		p["tt"+suffix] = b(w.TT)
	case registry.AlgoMCTS:
		p["c"+suffix], p["solver"+suffix] = strconv.FormatFloat(w.C, 'g', -1, 64), b(w.Solver)
	}
}

// nimParseSwitches reads a share link's switches (keys followed by
// suffix); a missing key keeps the default (links made before the switches
// existed), a bad one is reported in bad (in English).
func nimParseSwitches(p map[string]string, suffix string, bad *[]string) Switches {
	return nimParseSwitchesIn(i18n.English, p, suffix, bad)
}

// nimParseSwitchesIn is nimParseSwitches reporting in l.
func nimParseSwitchesIn(l i18n.Lang, p map[string]string, suffix string, bad *[]string) Switches {
	w := DefaultSwitches()
	for _, f := range []struct {
		key string
		dst *bool
	}{{"ordering", &w.Ordering}, {"tt", &w.TT}, {"deepening", &w.Deepening}, {"solver", &w.Solver}} {
		v, ok := p[f.key+suffix]
		if !ok {
			continue
		}
		if x, err := strconv.ParseBool(v); err == nil {
			*f.dst = x
		} else {
			*bad = append(*bad, l.T("nim.link.not_bool", "key", f.key+suffix, "v", strconv.Quote(v)))
		}
	}
	if v, ok := p["c"+suffix]; ok {
		if c, err := strconv.ParseFloat(v, 64); err == nil && c >= 0 && c <= nimMaxC {
			w.C = c
		} else {
			*bad = append(*bad, l.T("nim.link.bad_c", "key", "c"+suffix, "v", strconv.Quote(v), "max", nimMaxC))
		}
	}
	return w
}

// nimLinkRules takes a share link's variant, rule and mode; it returns
// what it could not take, in the page's language.
func (s *Screen) nimLinkRules(params map[string]string) (bad []string) {
	n := s.st
	if v, err := nim.ParseVariant(params["variant"]); err == nil {
		n.Variant = v.String()
	} else {
		bad = append(bad, s.h.Lang().Core(err.Error()))
	}
	if r, err := nim.ParseRule(params["rule"]); err == nil {
		n.Rule = r.String()
	} else {
		bad = append(bad, s.h.Lang().Core(err.Error()))
	}
	switch m := params["mode"]; m {
	case ModeAI, ModeHints, ModeAIvAI:
		n.Mode = m
	case "":
	default:
		bad = append(bad, s.h.Lang().T("nim.link.unknown_mode", "mode", strconv.Quote(m)))
	}
	return bad
}

// nimLinkAI takes a share link's algorithms, budgets and switches; it
// returns what it could not take, in the page's language.
func (s *Screen) nimLinkAI(algo string, params map[string]string) (bad []string) {
	n := s.st
	if knownAlgorithm(algo) {
		n.Algorithm = algo
	} else if algo != "" {
		bad = append(bad, s.h.Lang().T("nim.link.unknown_algo", "algo", strconv.Quote(algo)))
	}
	n.Algorithm2 = ""
	if knownAlgorithm(params["algorithm2"]) {
		n.Algorithm2 = params["algorithm2"]
	}
	if d, err := strconv.Atoi(params["depth"]); err == nil && d >= 0 {
		n.Depth = d
	}
	if it, err := strconv.Atoi(params["iterations"]); err == nil && it >= 1 {
		n.Iterations = it
	}
	if mn, err := strconv.ParseInt(params["max_nodes"], 10, 64); err == nil && mn >= 0 {
		n.MaxNodes = mn
	}
	n.Switches, n.Switches2 = nimParseSwitchesIn(s.h.Lang(), params, "", &bad), nimParseSwitchesIn(s.h.Lang(), params, "2", &bad)
	return bad
}

// nimOpenLink restores the Nim screen from a share link's content.
func (s *Screen) nimOpenLink(board, algo string, params map[string]string, seed uint64) []store.Effect {
	n := s.st
	if _, err := nim.Parse(board); err != nil {
		s.h.Notice(actions.NoticeError, s.h.Lang().T("nim.notice.bad_link", "why", s.h.Lang().Core(err.Error())))
		return nil
	}
	bad := s.nimLinkRules(params)
	bad = append(bad, s.nimLinkAI(algo, params)...)
	fx0 := s.h.SetSeed(int64(seed))
	n.Auto = false
	// The person plays the side to move in the shared position.
	n.HumanSide = 0
	fx := s.nimNewGame(board)
	if len(bad) > 0 {
		s.h.Notice(actions.NoticeError, s.h.Lang().T("nim.notice.opened_but", "bad", strings.Join(bad, "; ")))
	} else {
		s.h.Notice(actions.NoticeSuccess, s.h.Lang().T("nim.notice.opened", "board", n.Start))
	}
	return append(fx0, fx...)
}
