package all

import (
	"encoding/json"
	"reflect"
	"testing"

	"searchlab/core/games/catalog"
	"searchlab/core/registry"
	"searchlab/core/wire"
)

// The page's registry (descriptors only, core/games/catalog) describes the
// same games as the worker's (with engines): the same catalogue, byte for
// byte as GET /api/algorithms sends it, and the same light capabilities on
// every game (board check, instance kinds, options a board rules out, job
// check, openings), so the page's forms, checks and plans are the worker's.
func TestCatalogMatchesBuiltin(t *testing.T) {
	light, full := catalog.Registry(), Builtin()
	lc, err := light.Catalog("")
	if err != nil {
		t.Fatal(err)
	}
	fc, err := full.Catalog("")
	if err != nil {
		t.Fatal(err)
	}
	lj, _ := json.Marshal(lc)
	fj, _ := json.Marshal(fc)
	if string(lj) != string(fj) {
		t.Errorf("the catalogue without engines differs from the builtin one:\n%s\n%s", lj, fj)
	}
	capabilities := map[string]reflect.Type{
		"BoardChecker":   reflect.TypeFor[registry.BoardChecker](),
		"InstanceSource": reflect.TypeFor[registry.InstanceSource](),
		"OptionChecker":  reflect.TypeFor[registry.OptionChecker](),
		"JobChecker":     reflect.TypeFor[registry.JobChecker](),
		"Openings":       reflect.TypeFor[registry.Openings](),
	}
	for _, info := range full.Games() {
		d, _ := light.Descriptor(info.ID)
		g, ok := full.Game(info.ID)
		if !ok {
			t.Errorf("%s: the builtin registry holds no engine", info.ID)
			continue
		}
		if _, ok := light.Game(info.ID); ok {
			t.Errorf("%s: the catalogue's descriptor is a Game: it links its engine", info.ID)
		}
		for name, c := range capabilities {
			if reflect.TypeOf(d).Implements(c) != reflect.TypeOf(g).Implements(c) {
				t.Errorf("%s: the descriptor implements %s: %v, the engine: %v", info.ID, name, reflect.TypeOf(d).Implements(c), reflect.TypeOf(g).Implements(c))
			}
		}
	}
	// A valid request is valid for both; the catalogue cannot run it.
	req := wire.Request{Game: "nim", Board: "3 4 5", Algorithm: registry.AlgoMinimax}
	if _, g, err := light.Prepare(req); err != nil || g != nil {
		t.Errorf("catalogue Prepare = %v, %v; want no engine and no error", g, err)
	}
	if resp := light.Solve(t.Context(), req, nil); resp.Status != wire.StatusError {
		t.Errorf("the catalogue solved a request: %+v", resp)
	}
	if resp := full.Solve(t.Context(), req, nil); resp.Status != wire.StatusFound {
		t.Errorf("the builtin registry did not solve %+v: %+v", req, resp)
	}
}
