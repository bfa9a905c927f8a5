package experiment

// Palette is the colour of config i in every chart (Colour): Paul Tol's
// discrete rainbow for 14 colours (P. Tol, "Colour Schemes", SRON
// technical note SRON/EPS/TN/09-002, issue 3.2, 2021, fig. 22), which he
// designed to stay distinct for colour-blind readers, reordered so that
// consecutive configs get hues far apart (the first five span the
// rainbow). Bars have a thin outline, so the pale colours keep their
// contrast on a light page. Beyond 14 configs the colours repeat with a hatch on
// bars and another marker shape in scatter plots (Marker), so no two
// configs look alike up to 28.
var Palette = []string{
	"#882E72", // purple
	"#5289C7", // blue
	"#4EB265", // green
	"#F6C141", // yellow
	"#DC050C", // red
	"#1965B0", // dark blue
	"#E8601C", // orange
	"#90C987", // light green
	"#AE76A3", // mauve
	"#7BAFDE", // light blue
	"#F1932D", // light orange
	"#CAE0AB", // pale green
	"#D1BBD7", // pale purple
	"#F7F056", // pale yellow
}

// Colour is config i's colour.
func Colour(i int) string { return Palette[((i%len(Palette))+len(Palette))%len(Palette)] }

// Hatched reports whether config i's bars carry a hatch (its colour is
// shared with config i − len(Palette)).
func Hatched(i int) bool { return i >= len(Palette) }

// Marker names config i's scatter marker: circle, square, triangle or
// diamond in turn, so that configs sharing a colour (i and i+14) differ in
// shape too.
func Marker(i int) string {
	return [...]string{"circle", "square", "triangle", "diamond"}[((i%4)+4)%4]
}
