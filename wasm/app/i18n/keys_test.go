package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestKeysUsed: every key the page's code looks up (a call X.T("key", …)
// or filler(l, "key", …) with a literal key, in any package under
// wasm/app) has a message, so a
// key typed wrong or a message removed while still in use fails here and
// not on a student's screen.
func TestKeysUsed(t *testing.T) {
	root := filepath.Join("..") // wasm/app
	fset := token.NewFileSet()
	used := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			arg := 0
			switch fn := call.Fun.(type) {
			case *ast.SelectorExpr: // l.T("key", …)
				if fn.Sel.Name != "T" {
					return true
				}
			case *ast.Ident: // components' filler(l, "key", …)
				if fn.Name != "filler" || len(call.Args) < 2 {
					return true
				}
				arg = 1
			default:
				return true
			}
			lit, ok := call.Args[arg].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			key, err := strconv.Unquote(lit.Value)
			if err != nil || !strings.Contains(key, ".") {
				return true // not a catalogue key (a test's t.T…)
			}
			used++
			if !Has(key) {
				t.Errorf("%s: key %q has no message in the catalogue", fset.Position(lit.Pos()), key)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if used == 0 {
		t.Fatal("found no call of T with a literal key under wasm/app: the scan is broken")
	}
}
