package i18n

import "strings"

// Lang is a language of the page, by its BCP 47 tag ("en", "vi"), the
// value of <html lang>.
type Lang string

// The page's languages.
const (
	English    Lang = "en"
	Vietnamese Lang = "vi"
)

// Langs are the page's languages in the language switch's order.
var Langs = []Lang{English, Vietnamese}

// Parse reads a stored language tag: "en" or "vi" (ok false for anything
// else, including ""), so a damaged or future value falls back to the
// browser's choice.
func Parse(s string) (Lang, bool) {
	for _, l := range Langs {
		if s == string(l) {
			return l, true
		}
	}
	return "", false
}

// FromBrowser picks the page's language from the browser's preferred
// languages (navigator.languages, most preferred first): the first that
// is Vietnamese (vi, vi-VN…) or English (en, en-US…) decides; a browser
// asking for neither gets English.
func FromBrowser(langs []string) Lang {
	for _, tag := range langs {
		primary, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(tag)), "-")
		switch primary {
		case "vi":
			return Vietnamese
		case "en":
			return English
		}
	}
	return English
}

// Name is the language's name in itself, as the language switch shows it.
func (l Lang) Name() string {
	if l == Vietnamese {
		return "Tiếng Việt"
	}
	return "English"
}

// Or is l, or English when l is not one of the page's languages (the zero
// Lang of a State built in a test).
func (l Lang) Or() Lang {
	if l == Vietnamese {
		return Vietnamese
	}
	return English
}
