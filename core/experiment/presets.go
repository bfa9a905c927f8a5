package experiment

import (
	"fmt"
	"path"
	"strings"

	"searchlab/levels"
)

// Preset is a ready-made experiment: the seed projects' own studies,
// rebuilt in one click (the page) or one flag (searchlab experiment
// -preset NAME). Presets are spec files, levels/experiments/NAME.json,
// embedded in the binary.
type Preset struct {
	Name string
	Spec Spec
}

// Presets returns the embedded presets in name order. A preset that does
// not decode is a build error, caught by the tests (every preset decodes
// and plans).
func Presets() []Preset {
	// The embedded directory lists its files in name order (embed.FS's
	// ReadDir; fs.Glob would link io/fs's generic sort into the page).
	files, _ := levels.FS.ReadDir("experiments")
	var out []Preset
	for _, f := range files {
		if f.IsDir() || !strings.HasSuffix(f.Name(), ".json") {
			continue
		}
		n := "experiments/" + f.Name()
		b, err := levels.FS.ReadFile(n)
		if err != nil {
			panic(fmt.Sprintf("experiment: preset %s: %v", n, err))
		}
		s, err := ParseSpec(b)
		if err != nil {
			panic(fmt.Sprintf("experiment: preset %s: %v", n, err))
		}
		out = append(out, Preset{Name: strings.TrimSuffix(path.Base(n), ".json"), Spec: s})
	}
	return out
}

// PresetNames lists the presets' names.
func PresetNames() []string {
	var out []string
	for _, p := range Presets() {
		out = append(out, p.Name)
	}
	return out
}

// PresetByName finds a preset.
func PresetByName(name string) (Preset, bool) {
	for _, p := range Presets() {
		if p.Name == name {
			return p, true
		}
	}
	return Preset{}, false
}
