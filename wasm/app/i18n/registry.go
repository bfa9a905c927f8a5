package i18n

// The registry's texts (core/registry: algorithm names, help lines,
// families, parameter names and help) stay English in the core, for the
// CLI and the HTTP API; the page translates them at display time by
// algorithm id and parameter name. Each translation keeps the English it
// translates: when the core's English changes, the stale Vietnamese is
// not shown (the English is, until the translation is brought up to
// date), and registry_test.go names every text without a current
// translation, so none is missed for the registry's ids.

// source is one translation of a registry text: the core's English
// (as of the translation) and the Vietnamese. The tables are in
// registry_vi.go.
type source struct{ En, Vi string }

// pick is the Vietnamese of a registry text en from table under key when
// l is Vietnamese and one of the key's translations is of en; else en.
func (l Lang) pick(table map[string][]source, key, en string) string {
	if l != Vietnamese {
		return en
	}
	if vi, ok := translate(table, key, en); ok {
		return vi
	}
	return en
}

// translate is the Vietnamese of en among the translations under key.
func translate(table map[string][]source, key, en string) (string, bool) {
	for _, s := range table[key] {
		if s.En == en && s.Vi != "" {
			return s.Vi, true
		}
	}
	return "", false
}

// AlgorithmName is the name of algorithm id (registry AlgorithmInfo.Name
// en) in l: "Tìm kiếm theo chiều rộng (BFS)".
func (l Lang) AlgorithmName(id, en string) string { return l.pick(algorithmNames, id, en) }

// AlgorithmHelp is the help line of algorithm id in l.
func (l Lang) AlgorithmHelp(id, en string) string { return l.pick(algorithmHelps, id, en) }

// Family is an algorithm family's name ("uninformed") in l.
func (l Lang) Family(family string) string { return l.pick(families, family, family) }

// ParamLabel is parameter name's label for people (en, the page's English
// label, derived from the name: "Max depth") in l.
func (l Lang) ParamLabel(name, en string) string {
	if v, ok := paramLabels[name]; ok && l == Vietnamese {
		return v
	}
	return en
}

// ParamHelp is the help of parameter name in l: the translation of its
// English en (a parameter may say something of its own on an algorithm
// or a game: each English version has its translation).
func (l Lang) ParamHelp(name, en string) string { return l.pick(paramHelps, name, en) }

// OptionLabel is the label of an enum option (the registry's label, or
// the option itself: en) in l.
func (l Lang) OptionLabel(option, en string) string { return l.pick(optionLabels, option, en) }

// Source is one translation of a registry text (the English as of the
// translation and the Vietnamese), for a screen's own table.
type Source = source

// RegistryTexts are the Vietnamese of the registry texts one game alone
// declares (its algorithms, parameters and options), which its screen
// keeps in its folder (screens/<game>screen/registry_vi.go) and adds from
// its init: a new game's texts edit nothing here. The texts the games
// share stay in registry_vi.go. The fields are slices, not maps, so that a
// package-level RegistryTexts is static data (see byKey).
type RegistryTexts struct {
	// AlgorithmNames and AlgorithmHelps by algorithm id, ParamHelps by
	// parameter name, OptionLabels by option: each English version with
	// its translation.
	AlgorithmNames, AlgorithmHelps, ParamHelps, OptionLabels []Keyed
	// ParamLabels are parameters' labels by name.
	ParamLabels []Label
}

// Keyed are the translations of the registry texts under one key (an
// algorithm id, a parameter name, an option): each English version with
// its Vietnamese.
type Keyed struct {
	Key      string
	Versions []Source
}

// Label is a parameter's label in Vietnamese by the parameter's name.
type Label struct{ Name, Vi string }

// byKey is the lookup table of the translations t. The tables are written
// as package-level slices of Keyed, which the compiler lays out as static
// data, and turned into maps by this loop when the package loads: a map
// literal whose values are slices is built entry by entry in the
// package's init code instead, about 200 bytes of wasm code per entry
// (issue 28: the registry tables were some 45 KB of the page's init code).
// A key given twice keeps both entries' versions, in order. Cost: one map
// insertion per entry.
func byKey(t []Keyed) map[string][]source {
	m := make(map[string][]source, len(t))
	addVersions(m, t)
	return m
}

// addVersions adds the translations t to the table m, each key's versions
// after those m has.
func addVersions(m map[string][]source, t []Keyed) {
	for _, e := range t {
		m[e.Key] = append(m[e.Key], e.Versions...)
	}
}

// AddRegistryTexts adds a game's own registry texts to the tables. A
// translation of a text another table already translates is added beside
// it (as a version); a parameter label given twice differently panics
// when the packages load, so any test fails on it.
func AddRegistryTexts(t RegistryTexts) {
	for _, m := range []struct {
		to   map[string][]source
		from []Keyed
	}{
		{algorithmNames, t.AlgorithmNames}, {algorithmHelps, t.AlgorithmHelps},
		{paramHelps, t.ParamHelps}, {optionLabels, t.OptionLabels},
	} {
		addVersions(m.to, m.from)
	}
	for _, l := range t.ParamLabels {
		if old, ok := paramLabels[l.Name]; ok && old != l.Vi {
			panic("i18n: parameter label " + l.Name + " is given twice: " + old + ", " + l.Vi)
		}
		paramLabels[l.Name] = l.Vi
	}
}
