package labscreen

import (
	"searchlab/core/registry"
	"searchlab/wasm/app/i18n"
)

// slot is where the draft keeps a field of a kind of instances (a game
// declares the fields it shows, registry.KindField): the form field's
// test id, and its text (FieldText) or its number (the others). For
// FieldAnyOrInt, numID is the test id of the number's own field.
type slot struct {
	key       string // the kind and field name: "random.size"
	id, numID string
	text      func(d *Draft) *string
	get       func(d Draft) int64
	set       func(d *Draft, n int64)
}

// slots are the draft's places of the spec's kind fields, by kind and
// field name ("random.size"): the spec's shape (experiment.Instances),
// whichever game declares the kind. A static slice searched in order,
// not a map literal, which Go builds entry by entry in the package's init
// code (issue 28).
var slots = []slot{
	{key: "random.size", id: "lab-size", text: func(d *Draft) *string { return &d.Size }},
	{key: "random.count", id: "lab-count", get: func(d Draft) int64 { return int64(d.Count) }, set: func(d *Draft, n int64) { d.Count = int(n) }},
	{key: "random.shuffle", id: "lab-shuffle", numID: "lab-shuffle-moves",
		get: func(d Draft) int64 { return int64(d.Shuffle) }, set: func(d *Draft, n int64) { d.Shuffle = int(n) }},
	{key: "random.seed", id: "lab-random-seed", get: func(d Draft) int64 { return d.RandomSeed }, set: func(d *Draft, n int64) { d.RandomSeed = n }},
	{key: "levels.levels", id: "lab-levels", text: func(d *Draft) *string { return &d.Levels }},
	{key: "openings.count", id: "lab-openings", get: func(d Draft) int64 { return int64(d.OpeningCount) }, set: func(d *Draft, n int64) { d.OpeningCount = int(n) }},
	{key: "openings.plies", id: "lab-plies", get: func(d Draft) int64 { return int64(d.OpeningPlies) }, set: func(d *Draft, n int64) { d.OpeningPlies = int(n) }},
	{key: "openings.seed", id: "lab-opening-seed", get: func(d Draft) int64 { return d.OpeningSeed }, set: func(d *Draft, n int64) { d.OpeningSeed = n }},
}

// slotOf is the draft's place of field f of kind, if the draft has one.
func slotOf(kind string, f registry.KindField) (slot, bool) {
	for _, s := range slots {
		if s.key != kind+"."+f.Name {
			continue
		}
		if (f.Type == registry.FieldText) != (s.text != nil) || (f.Type == registry.FieldAnyOrInt) != (s.numID != "") {
			return slot{}, false
		}
		return s, true
	}
	return slot{}, false
}

// says is a declared text in l: the catalogue's message key, or the
// declared English when the catalogue has no such key.
func says(l i18n.Lang, key, en string) string {
	if key != "" && i18n.Has(key) {
		return l.T(key)
	}
	return en
}

// fieldTexts are a declared field's label and help in l.
func fieldTexts(l i18n.Lang, f registry.KindField) (label, help string) {
	return says(l, f.Key, f.Label), says(l, f.Key+".help", f.Help)
}
