// Package storetest holds what the screens' tests share: a solver that
// answers with the real registry, as the worker does, in the same process.
package storetest

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"

	"searchlab/core/games/all"
	bloxorzengine "searchlab/core/games/bloxorzgame/engine"
	"searchlab/core/registry"
	"searchlab/core/wire"
	"searchlab/wasm/app/store"
	"searchlab/wasm/worker/stepserve"
)

// RegistrySolver answers the run controller's calls with api.Builtin,
// synchronously (the worker runs the same code): a solve gets a progress
// line, then the final line; a level generation its answer; a match its
// status lines; a step request (store.PathStep) the worker's step server's
// answer (stepserve). With Hold set a call stays pending until Stop (or
// Release), so tests can look at a running search. It is also a
// store.Lanes (the Lab's experiments): Resize records the size, StopLane
// stops every held call.
type RegistrySolver struct {
	Requests []wire.Request // every solve request received, in order
	Paths    []string       // the path of every call, in order
	Lanes    []store.Lane   // the lane of every call, in order
	Hold     bool           // keep the next calls pending
	Stops    int            // how many times Stop was called
	StopAlls int            // how many times StopLane was called
	Size     int            // the last Resize
	held     map[store.CallID]held
	stepper  *stepserve.Server // the step mode's sessions, as the worker keeps them
}

type held struct {
	path, body string
	onFrame    func([]byte)
	onEnd      func(store.End)
}

// Start implements store.Solver.
func (r *RegistrySolver) Start(lane store.Lane, id store.CallID, path, body string, onFrame func([]byte), onEnd func(store.End)) {
	r.Paths = append(r.Paths, path)
	r.Lanes = append(r.Lanes, lane)
	if path == store.PathSolve {
		var req wire.Request // numbers as float64, as tests compare them
		if err := json.Unmarshal([]byte(body), &req); err != nil {
			onEnd(store.Crashed{Why: err.Error()})
			return
		}
		r.Requests = append(r.Requests, req)
	}
	if r.Hold {
		if r.held == nil {
			r.held = map[store.CallID]held{}
		}
		r.held[id] = held{path, body, onFrame, onEnd}
		return
	}
	r.answer(path, body, onFrame, onEnd)
}

// answer answers a call: a step request with the sessions this solver
// keeps, any other with Answer.
func (r *RegistrySolver) answer(path, body string, onFrame func([]byte), onEnd func(store.End)) {
	if path != store.PathStep {
		Answer(path, body, onFrame, onEnd)
		return
	}
	if r.stepper == nil {
		r.stepper = stepserve.NewServer(all.Builtin())
	}
	r.stepper.ServeFrames([]byte(body), func(b []byte) { onFrame(bytes.Clone(b)) })
	onEnd(store.Done{})
}

// Stop implements store.Solver: a held call ends with Stopped.
func (r *RegistrySolver) Stop(id store.CallID) {
	r.Stops++
	if h, ok := r.held[id]; ok {
		delete(r.held, id)
		h.onEnd(store.Stopped{})
	}
}

// Release answers every held call.
func (r *RegistrySolver) Release() { r.ReleaseN(len(r.held)) }

// ReleaseN answers the n held calls started first (all if fewer).
func (r *RegistrySolver) ReleaseN(n int) {
	for _, id := range r.heldIDs() {
		if n <= 0 {
			return
		}
		n--
		h := r.held[id]
		delete(r.held, id)
		r.answer(h.path, h.body, h.onFrame, h.onEnd)
	}
}

// Crash ends the held call started first with Crashed (a worker that
// died); false when none is held.
func (r *RegistrySolver) Crash(why string) bool {
	ids := r.heldIDs()
	if len(ids) == 0 {
		return false
	}
	h := r.held[ids[0]]
	delete(r.held, ids[0])
	h.onEnd(store.Crashed{Why: why})
	return true
}

// heldIDs are the held calls' ids in the order they started.
func (r *RegistrySolver) heldIDs() []store.CallID {
	ids := make([]store.CallID, 0, len(r.held))
	for id := range r.held {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// Resize implements store.Lanes.
func (r *RegistrySolver) Resize(_ store.Lane, k int) { r.Size = k }

// StopLane implements store.Lanes: every held call ends with Stopped.
func (r *RegistrySolver) StopLane(store.Lane) {
	r.StopAlls++
	for _, id := range r.heldIDs() {
		h := r.held[id]
		delete(r.held, id)
		h.onEnd(store.Stopped{})
	}
}

// Pending is the number of held calls.
func (r *RegistrySolver) Pending() int { return len(r.held) }

// Answer answers one call to path with the registry, as the worker does
// (decoding the request as its handler does), in the worker's frames: a
// solve's progress, trace and final frames, other answers' lines as line
// frames.
func Answer(path, body string, onFrame func([]byte), onEnd func(store.End)) {
	send := func(v any) {
		b, err := json.Marshal(v)
		if err != nil {
			panic(err)
		}
		onFrame(wire.AppendLineFrame(nil, string(b)))
	}
	switch path {
	case store.PathSolve:
		req, err := wire.DecodeRequest(strings.NewReader(body))
		if err != nil {
			onEnd(store.Crashed{Why: err.Error()})
			return
		}
		onFrame(wire.AppendProgressFrame(nil, wire.Progress{Stats: wire.Stats{Expanded: 1}}))
		// The trace, when asked for, streams before the answer, in the
		// worker's own frames (httpapi's solveFrames).
		resp := all.Builtin().SolveTraced(context.Background(), req, nil, func(b wire.TraceBatch) {
			onFrame(wire.AppendTraceFrame(nil, &b))
		})
		onFrame(wire.AppendFinalFrame(nil, &resp))
	case store.PathGenerate:
		req, err := wire.DecodeGenerateRequest(strings.NewReader(body))
		if err != nil {
			onEnd(store.Crashed{Why: err.Error()})
			return
		}
		send(bloxorzengine.GenerateLevelWatch(context.Background(), req, func(p wire.Progress) { send(wire.ProgressLine{Progress: p}) }))
	case store.PathTournament:
		var req registry.MatchRequest
		if err := json.Unmarshal([]byte(body), &req); err != nil {
			onEnd(store.Crashed{Why: err.Error()})
			return
		}
		send(registry.PlayMatch(context.Background(), all.Builtin(), req, func(st registry.MatchStatus) { send(st) }))
	default:
		onEnd(store.Refused{Why: "no such path: " + path})
		return
	}
	onEnd(store.Done{})
}
