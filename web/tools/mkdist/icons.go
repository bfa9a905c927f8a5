package main

import (
	"image"
	"image/color"
	"image/png"
	"os"
)

var icons = []struct {
	name     string
	size     int
	maskable bool
}{
	{"icon-192.png", 192, false},
	{"icon-512.png", 512, false},
	{"icon-maskable-512.png", 512, true},
}

var (
	iconBack   = color.NRGBA{0x1f, 0x4e, 0x79, 0xff}
	iconTile   = color.NRGBA{0xe8, 0xf0, 0xf8, 0xff}
	iconAccent = color.NRGBA{0xf2, 0xa3, 0x3a, 0xff}
)

// drawIcon draws the app icon (the same picture as web/icon.svg: a sliding
// 8-puzzle with the blank in the corner and one highlighted tile) on a
// size×size canvas. A maskable icon fills the whole square and keeps the
// tiles inside the central 80% safe zone; the plain one has rounded corners.
func drawIcon(size int, maskable bool) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	unit := float64(size) / 96 // the SVG's viewBox is 96×96
	radius := 16 * unit
	inset := 0.0
	if maskable {
		radius = 0
		inset = 0.1 * float64(size) // shrink the tiles into the safe zone
	}
	fillRounded(img, 0, 0, float64(size), float64(size), radius, iconBack)
	scale := (float64(size) - 2*inset) / float64(size)
	for i := 0; i < 8; i++ {
		r, c := i/3, i%3
		x := inset + (12+25*float64(c))*unit*scale
		y := inset + (12+25*float64(r))*unit*scale
		col := iconTile
		if i == 7 {
			col = iconAccent
		}
		fillRounded(img, x, y, 22*unit*scale, 22*unit*scale, 4*unit*scale, col)
	}
	return img
}

// fillRounded paints a rounded rectangle, sampling each pixel's centre.
func fillRounded(img *image.NRGBA, x, y, w, h, r float64, c color.NRGBA) {
	b := img.Bounds()
	for py := b.Min.Y; py < b.Max.Y; py++ {
		for px := b.Min.X; px < b.Max.X; px++ {
			fx, fy := float64(px)+0.5, float64(py)+0.5
			if fx < x || fy < y || fx > x+w || fy > y+h {
				continue
			}
			// Distance to the nearest corner centre when in a corner region.
			cx := clamp(fx, x+r, x+w-r)
			cy := clamp(fy, y+r, y+h-r)
			if dx, dy := fx-cx, fy-cy; dx*dx+dy*dy > r*r {
				continue
			}
			img.SetNRGBA(px, py, c)
		}
	}
}

func clamp(v, lo, hi float64) float64 {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

func writePNG(name string, size int, maskable bool) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := png.Encode(f, drawIcon(size, maskable)); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
