package experiment

import (
	"errors"
	"fmt"

	"searchlab/core/share"
)

// LinkGame is the game id of an experiment's share link, the Lab screen's
// route: "#v1/lab/<data>", whose board is the spec's canonical JSON
// (core/share compresses it when that is shorter). The link carries the
// spec, not the results: opening it runs the same experiment again.
const LinkGame = "lab"

// ShareLink returns the fragment (without '#') of a link to s.
func ShareLink(s Spec) (string, error) {
	b, err := s.Encode()
	if err != nil {
		return "", err
	}
	frag, err := share.Encode(share.Link{Game: LinkGame, Board: string(b)})
	if err != nil {
		return "", err
	}
	if len(frag) > share.MaxLen {
		return "", fmt.Errorf("the spec makes a link of %d characters, more than the %d a link may have: list fewer boards, or share the spec's file", len(frag), share.MaxLen)
	}
	return frag, nil
}

// SpecFromLink reads the spec of a link made by ShareLink (a leading '#'
// is allowed). A link that is damaged, of another screen or holding a
// spec that does not decode is an error that says so in a sentence.
func SpecFromLink(fragment string) (Spec, error) {
	l, err := share.Decode(fragment, LinkGame)
	if err != nil {
		var se *share.Error
		switch {
		case errors.Is(err, share.ErrUnknownGame):
			return Spec{}, errors.New("the link is not an experiment link (it is for another screen)")
		case errors.As(err, &se) && se.Detail != "":
			return Spec{}, fmt.Errorf("the experiment link is damaged: %s", se.Detail)
		}
		return Spec{}, fmt.Errorf("the experiment link cannot be read: %v", err)
	}
	s, err := ParseSpec([]byte(l.Board))
	if err != nil {
		return Spec{}, fmt.Errorf("the experiment link holds a spec that does not read: %v", err)
	}
	return s, nil
}
