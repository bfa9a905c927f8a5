package i18n

import (
	"fmt"
	"strings"
)

// Message is one entry of the catalogue: its English and Vietnamese text
// with {name} placeholders, and the English form for a count of one when
// it differs ({n} is 1: "1 move" against "{n} moves").
type Message struct {
	En, Vi string
	EnOne  string
}

// text is the message's form in l for the arguments given.
func (m Message) text(l Lang, args []any) string {
	if l == Vietnamese {
		return m.Vi
	}
	if m.EnOne != "" && isOne(args) {
		return m.EnOne
	}
	return m.En
}

// isOne reports whether the argument n is the integer 1.
func isOne(args []any) bool {
	for i := 0; i+1 < len(args); i += 2 {
		if args[i] == "n" {
			switch v := args[i+1].(type) {
			case int:
				return v == 1
			case int64:
				return v == 1
			}
		}
	}
	return false
}

// T is the message key in l with its placeholders filled from args, pairs
// of a name and a value: an integer is written with the language's digit
// grouping, anything else with fmt's %v (format decimals with Fixed). A
// key missing from the catalogue is returned as is (the catalogue's test
// lists every key the UI's code uses that has no message).
func (l Lang) T(key string, args ...any) string {
	m, ok := catalogue[key]
	if !ok {
		return key
	}
	return l.fill(m.text(l.Or(), args), args)
}

// Has reports whether the catalogue has a message key.
func Has(key string) bool {
	_, ok := catalogue[key]
	return ok
}

// fill replaces each {name} of s by its argument.
func (l Lang) fill(s string, args []any) string {
	if len(args) == 0 || !strings.Contains(s, "{") {
		return s
	}
	pairs := make([]string, 0, len(args))
	for i := 0; i+1 < len(args); i += 2 {
		name, _ := args[i].(string)
		pairs = append(pairs, "{"+name+"}", l.value(args[i+1]))
	}
	return strings.NewReplacer(pairs...).Replace(s)
}

// value writes one argument.
func (l Lang) value(v any) string {
	switch v := v.(type) {
	case int:
		return l.Int(int64(v))
	case int64:
		return l.Int(v)
	case string:
		return v
	}
	return fmt.Sprint(v)
}

// placeholders lists the {name}s of s in order of appearance.
func placeholders(s string) []string {
	var out []string
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			return out
		}
		out = append(out, s[i+1:i+j])
		s = s[i+j+1:]
	}
}

// TOr is the message key in l (T) if the catalogue has it, else fallback
// (the English a screen or the store wrote), for keys made from ids.
func (l Lang) TOr(key, fallback string, args ...any) string {
	if Has(key) {
		return l.T(key, args...)
	}
	return fallback
}

// GameName is a game's name in l, by its screen id ("npuzzle"): in
// English the name the screen registered (en), in another language the
// catalogue's game.<id>, or en for a game the catalogue does not name yet.
func (l Lang) GameName(id, en string) string {
	if l.Or() == English {
		return en
	}
	return l.TOr("game."+id, en)
}
