package ast

import (
	"reflect"

	"github.com/cufe-dev/cufe/frontend/token"
)

var tokenType = reflect.TypeOf(token.Token{})

// Inspect walks the tree below root depth first and calls f for every node it
// reaches (every non-nil pointer to a struct), once each; when f returns
// false the node's children are skipped. The walk follows every field by
// reflection, so that no node kind the parser has, or will have, and no
// field of one, is forgotten (a hand-written walker that missed one would
// silently leave, say, a kernel launch untranslated). Token slices (raw
// attribute arguments) are not descended into.
func Inspect(root any, f func(node any) bool) {
	seen := map[uintptr]bool{}
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer:
			if v.IsNil() {
				return
			}
			if v.Elem().Kind() == reflect.Struct {
				p := v.Pointer()
				if seen[p] {
					return
				}
				seen[p] = true
				if !f(v.Interface()) {
					return
				}
			}
			walk(v.Elem())
		case reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem())
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if fv := v.Field(i); fv.CanInterface() {
					walk(fv)
				}
			}
		case reflect.Slice:
			if k := v.Type().Elem(); k.Kind() == reflect.Uint8 || k == tokenType {
				return
			}
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		case reflect.Array:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		}
	}
	walk(reflect.ValueOf(root))
}
