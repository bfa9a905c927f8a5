package experiment

import (
	"math"
	"strconv"
)

// ftoa writes a float in the shortest form that reads back exactly.
func ftoa(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// round rounds x to d decimals.
func round(x float64, d int) float64 {
	p := math.Pow(10, float64(d))
	return math.Round(x*p) / p
}

// num writes a figure for people: whole numbers from 1000 up, one decimal
// from 10, two below.
func num(x float64) string {
	switch a := math.Abs(x); {
	case a >= 1000:
		return strconv.FormatFloat(x, 'f', 0, 64)
	case a >= 10:
		return strconv.FormatFloat(x, 'f', 1, 64)
	}
	return strconv.FormatFloat(x, 'f', 2, 64)
}
