package store

import (
	"testing"
	"time"

	"searchlab/core/share"
	"searchlab/wasm/app/actions"
)

// A screen without a solver panel shows the session's seed (the one its
// requests use), not a zero.
func TestStateSeedIsTheSessions(t *testing.T) {
	g := Game{ID: "plain", Name: "Plain", New: func(Host) Screen { return plain{} }}
	s := New(Deps{Games: []Game{g}, Storage: memStore{KeySession: `{"seed":42}`}})
	if got := s.State().Seed; got != 42 || s.Seed() != 42 {
		t.Errorf("state seed %d, session seed %d, want 42", got, s.Seed())
	}
}

type memStore map[string]string

func (m memStore) Load(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m memStore) Save(k, v string) error       { m[k] = v; return nil }

// plain is a screen without a solver panel.
type plain struct{}

func (plain) Reduce(actions.Action) []Effect  { return nil }
func (plain) OpenLink(share.Link) []Effect    { return nil }
func (plain) ShareFragment() (string, error)  { return "", nil }
func (plain) Tick(time.Time) ([]Effect, bool) { return nil, false }
func (plain) Snapshot() any                   { return nil }
