package wire_test

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"searchlab/core/wire"
)

// reflectLine is api.TraceLine without its MarshalJSON: what encoding/json
// writes for a trace line by reflection, the reference the hand-written
// encoding must equal byte for byte.
type reflectLine struct {
	Trace wire.TraceBatch `json:"trace"`
}

// checkSameJSON fails unless the line's hand-written JSON is encoding/json's
// and decodes (DecodeLine, as every reader does) to the same batch.
func checkSameJSON(t *testing.T, b wire.TraceBatch) {
	t.Helper()
	want, err := json.Marshal(reflectLine{Trace: b})
	if err != nil {
		t.Fatalf("encoding/json: %v", err)
	}
	got := wire.TraceLine{Trace: b}.AppendJSON(nil)
	if !bytes.Equal(got, want) {
		t.Fatalf("hand-written JSON differs from encoding/json's:\n got %s\nwant %s", got, want)
	}
	viaMarshal, err := json.Marshal(wire.TraceLine{Trace: b})
	if err != nil || !bytes.Equal(viaMarshal, want) {
		t.Fatalf("json.Marshal(TraceLine) = %s, %v; want %s", viaMarshal, err, want)
	}
	l, err := wire.DecodeLine(got)
	if err != nil || l.Trace == nil {
		t.Fatalf("DecodeLine(%s): %v, %+v", got, err, l)
	}
	var again reflectLine
	if err := json.Unmarshal(want, &again); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(*l.Trace, again.Trace) {
		t.Fatalf("DecodeLine gives %+v, encoding/json %+v", *l.Trace, again.Trace)
	}
}

func f64(x float64) *float64 { return &x }

// TestTraceJSONTable: every field alone, at zero and set, numbers of every
// form encoding/json writes differently, strings it escapes.
func TestTraceJSONTable(t *testing.T) {
	events := []wire.TraceEvent{
		{},
		{Kind: wire.KindExpand},
		{Kind: wire.KindGenerate, State: 1, Parent: 2, Root: true, G: 1, H: 2, Frontier: 3, Explored: 4},
		{Kind: wire.KindPlayout, Node: -1, ParentNode: -1, Visits: 7, Value: 0.5},
		{Kind: wire.KindEnter, Move: "a1", Depth: 3, Alpha: f64(0), Beta: f64(math.Copysign(0, -1))},
		{Kind: wire.KindLeave, Alpha: f64(-64), Beta: f64(64), BoundKind: "exact", Count: 5, Proof: 2},
		{Kind: wire.KindNewBound, Bound: 41},
		{Kind: wire.KindGeneration, Mean: 12.345678901234567, Dropped: true, Iteration: 1 << 40},
		{Kind: wire.KindMove, Temp: 1e-7, Value: 1e21, G: 1e20, H: 123456789.125},
		{Kind: wire.KindMove, Temp: 5e-324, Value: -1.7976931348623157e308, G: 1 << 53, H: -(1 << 53) - 2},
		{Kind: wire.KindRestart, Expanded: math.MaxInt64, Generated: math.MinInt64},
		{Kind: wire.KindBeam, States: []int32{0, 1, 9, 10, 99, 100, -1, -9, -10, -99, -100, math.MaxInt32, math.MinInt32}},
		{Kind: wire.KindExpand, State: 9, Parent: 10, Depth: 99, G: 100, H: 9.5, Frontier: 10, Explored: 100, Iteration: -10},
		{Kind: wire.KindBeam, States: []int32{}},
		{Kind: wire.KindSolution, State: 9, Parent: 8, Backward: true, Depth: -1},
		{Kind: "odd <kind> & \"quoted\"", Move: "tab\tnew\nline\\ \u2028 é \x00 \xff", BoundKind: "\x7f"},
	}
	batches := []wire.TraceBatch{
		{},
		{Events: []wire.TraceEvent{}},
		{First: 3, Family: wire.TraceGame, Cut: true, Events: []wire.TraceEvent{}},
		{First: 0, Family: wire.TraceSearch, Events: events},
		{States: []wire.TraceState{{ID: 1, Text: "1 2 3/4 5 6/7 8 0"}, {ID: 2, Text: ""}, {ID: 3, Text: "<b>&\"é\u2029"}}},
		{States: []wire.TraceState{}, Events: events[:1]},
	}
	for _, ev := range events {
		batches = append(batches, wire.TraceBatch{First: 1000, Events: []wire.TraceEvent{ev}})
	}
	for _, b := range batches {
		checkSameJSON(t, b)
	}
}

// randomFloat is a finite number of one of the forms the encodings treat
// apart: 0, small integers, integers near 2^53, fractions, tiny and huge.
func randomFloat(r *rand.Rand) float64 {
	switch r.IntN(7) {
	case 0:
		return 0
	case 1:
		return float64(r.IntN(200) - 100)
	case 2:
		return float64(int64(1)<<53 + r.Int64N(8) - 4)
	case 3:
		return r.NormFloat64() * 1000
	case 4:
		return r.Float64() * 1e-6
	case 5:
		return math.Ldexp(r.Float64(), r.IntN(2000)-1000)
	}
	return -r.ExpFloat64() * 1e22
}

// randomText is a short string, mostly the ASCII of a state text, now and
// then a byte encoding/json escapes.
func randomText(r *rand.Rand) string {
	const plain = "0123456789 /XO-abc"
	odd := []string{"\"", "\\", "<", ">", "&", "\n", "\x01", "é", "\u2028", "\xff", "\x7f"}
	var b []byte
	for n := r.IntN(12); n > 0; n-- {
		if r.IntN(10) == 0 {
			b = append(b, odd[r.IntN(len(odd))]...)
		} else {
			b = append(b, plain[r.IntN(len(plain))])
		}
	}
	return string(b)
}

// randomEvent sets each field with probability 1/2.
func randomEvent(r *rand.Rand) wire.TraceEvent {
	var e wire.TraceEvent
	some := func() bool { return r.IntN(2) == 0 }
	i32 := func() int32 { return int32(r.Uint32()) >> r.IntN(32) }
	i64 := func() int64 { return int64(r.Uint64()) >> r.IntN(64) }
	if some() {
		e.Kind = wire.TraceKind(randomText(r))
	}
	if some() {
		e.State = i32()
	}
	if some() {
		e.Parent = i32()
	}
	if some() {
		e.Node = i32()
	}
	if some() {
		e.ParentNode = i32()
	}
	if some() {
		e.Move = randomText(r)
	}
	if some() {
		e.Depth = int(i64())
	}
	for _, p := range []*float64{&e.G, &e.H, &e.Bound, &e.Value, &e.Mean, &e.Temp} {
		if some() {
			*p = randomFloat(r)
		}
	}
	if some() {
		e.Alpha = f64(randomFloat(r))
	}
	if some() {
		e.Beta = f64(randomFloat(r))
	}
	if some() {
		e.BoundKind = randomText(r)
	}
	for _, p := range []*int{&e.Frontier, &e.Explored, &e.Count, &e.Proof} {
		if some() {
			*p = int(i64())
		}
	}
	for _, p := range []*int64{&e.Iteration, &e.Expanded, &e.Generated, &e.Visits} {
		if some() {
			*p = i64()
		}
	}
	if some() {
		e.States = make([]int32, r.IntN(4))
		for i := range e.States {
			e.States[i] = i32()
		}
	}
	e.Root, e.Dropped, e.Backward = some(), some(), some()
	return e
}

// TestTraceJSONRandom compares the encodings on random batches.
func TestTraceJSONRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(22, 1))
	n := 2000
	if testing.Short() {
		n = 300
	}
	for range n {
		b := wire.TraceBatch{First: r.IntN(1 << 20), Cut: r.IntN(4) == 0}
		if r.IntN(3) == 0 {
			b.Family = wire.TraceFamily(randomText(r))
		}
		for k := r.IntN(4); k > 0; k-- {
			b.States = append(b.States, wire.TraceState{ID: int32(r.Uint32()), Text: randomText(r)})
		}
		if r.IntN(8) > 0 {
			b.Events = []wire.TraceEvent{}
		}
		for k := r.IntN(6); k > 0; k-- {
			b.Events = append(b.Events, randomEvent(r))
		}
		checkSameJSON(t, b)
	}
}

// FuzzTraceJSON compares the encodings on fuzzed strings and numbers.
func FuzzTraceJSON(f *testing.F) {
	f.Add("expand", "1 2 3/4 5 6/7 8 0", "a1", 1.5, 3.0, int64(7))
	f.Add("<&>", "\xff\u2028", "\n", 1e-7, 1e21, int64(-1))
	f.Fuzz(func(t *testing.T, kind, text, move string, x, y float64, n int64) {
		if math.IsInf(x, 0) || math.IsNaN(x) || math.IsInf(y, 0) || math.IsNaN(y) {
			t.Skip("the tracer sends only finite numbers")
		}
		ev := wire.TraceEvent{Kind: wire.TraceKind(kind), Move: move, BoundKind: text, G: x, Value: y, Alpha: f64(x), Beta: f64(y),
			Iteration: n, Depth: int(n), State: int32(n)}
		checkSameJSON(t, wire.TraceBatch{First: int(n & 0xffff), Family: wire.TraceFamily(kind),
			States: []wire.TraceState{{ID: int32(n), Text: text}}, Events: []wire.TraceEvent{ev}})
	})
}

// TestTraceJSONEveryField sets each field of TraceEvent, TraceBatch and
// TraceState by reflection, one at a time, so a field added to the types
// without a line in the hand-written encoder fails here even before a
// table or random case sets it.
func TestTraceJSONEveryField(t *testing.T) {
	set := func(v reflect.Value) bool {
		switch v.Kind() {
		case reflect.Bool:
			v.SetBool(true)
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			v.SetInt(7)
		case reflect.Float32, reflect.Float64:
			v.SetFloat(2.5)
		case reflect.String:
			v.SetString("x")
		case reflect.Pointer:
			p := reflect.New(v.Type().Elem())
			p.Elem().SetFloat(1.5)
			v.Set(p)
		case reflect.Slice:
			s := reflect.MakeSlice(v.Type(), 1, 1)
			if s.Index(0).Kind() == reflect.Int32 {
				s.Index(0).SetInt(3)
			}
			v.Set(s)
		default:
			return false
		}
		return true
	}
	evType := reflect.TypeOf(wire.TraceEvent{})
	for i := range evType.NumField() {
		var ev wire.TraceEvent
		if !set(reflect.ValueOf(&ev).Elem().Field(i)) {
			t.Fatalf("TraceEvent.%s: a field of a kind this test cannot set", evType.Field(i).Name)
		}
		checkSameJSON(t, wire.TraceBatch{Events: []wire.TraceEvent{ev}})
	}
	stType := reflect.TypeOf(wire.TraceState{})
	for i := range stType.NumField() {
		var st wire.TraceState
		if !set(reflect.ValueOf(&st).Elem().Field(i)) {
			t.Fatalf("TraceState.%s: a field of a kind this test cannot set", stType.Field(i).Name)
		}
		checkSameJSON(t, wire.TraceBatch{States: []wire.TraceState{st}})
	}
	bType := reflect.TypeOf(wire.TraceBatch{})
	for i := range bType.NumField() {
		var b wire.TraceBatch
		f := reflect.ValueOf(&b).Elem().Field(i)
		if f.Kind() == reflect.Slice {
			continue // events and states: covered above
		}
		if !set(f) {
			t.Fatalf("TraceBatch.%s: a field of a kind this test cannot set", bType.Field(i).Name)
		}
		checkSameJSON(t, b)
	}
}
