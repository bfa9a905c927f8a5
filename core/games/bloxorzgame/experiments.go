package bloxorzgame

import (
	"fmt"
	"strconv"
	"strings"

	"searchlab/core/bloxorz"
	"searchlab/core/registry"
)

// Experiments declares what an experiment draws from Bloxorz
// (registry.InstanceSource): the classic stages, all or a list, or levels
// listed in the game's text form (several lines each, separated by a
// blank line).
func (Descriptor) Experiments() registry.Experiments {
	return registry.Experiments{
		Name: "Bloxorz",
		Kinds: []registry.InstanceKind{
			{ID: registry.KindLevels, Label: "Stages", Key: "lab.kind.levels", Owner: "levels are Bloxorz stages", Draw: drawStages,
				Fields: []registry.KindField{{Name: "levels", Type: registry.FieldText, Label: "Stages", Key: "lab.stages", Wide: true,
					Help: fmt.Sprintf("all, or stage numbers (1 to %d) separated by spaces or commas", bloxorz.ClassicCount)}}},
			blockBoards(),
		},
		Usual: `{"game":"bloxorz","instances":{"levels":["1","2","3","4","5"]},"configs":[{"algorithm":"bfs"},{"algorithm":"astar"}]}`,
	}
}

// blockBoards is the kind of the levels listed.
func blockBoards() registry.InstanceKind {
	k := registry.BoardsKind("Levels in the game's text form (or classic:7), separated by a blank line.", "lab.hint.bloxorz")
	k.Block = true
	return k
}

// drawStages lists the classic stages d names ("all", or numbers), each
// once, as boards "classic:N" labelled N. Cost: O(stages).
func drawStages(d registry.Draw) ([]registry.Instance, error) {
	var nums []int
	if d.All {
		for n := 1; n <= bloxorz.ClassicCount; n++ {
			nums = append(nums, n)
		}
	}
	seen := map[int]int{}
	for i, t := range d.List {
		at := fmt.Sprintf("%s[%d]", d.Path, i)
		n, err := strconv.Atoi(strings.TrimSpace(t))
		if err != nil || n < 1 || n > bloxorz.ClassicCount {
			return nil, &registry.InstanceError{Path: at, Msg: fmt.Sprintf("%q is not a stage: stages are 1 to %d (or write \"all\")", t, bloxorz.ClassicCount)}
		}
		if j, dup := seen[n]; dup {
			return nil, &registry.InstanceError{Path: at, Msg: fmt.Sprintf("stage %d is listed twice (also at %s[%d])", n, d.Path, j)}
		}
		seen[n] = i
		nums = append(nums, n)
	}
	out := make([]registry.Instance, len(nums))
	for i, n := range nums {
		out[i] = registry.Instance{Label: strconv.Itoa(n), Board: fmt.Sprintf("classic:%d", n)}
	}
	return out, nil
}
