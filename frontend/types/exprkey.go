package types

import "strconv"

// appendExprKey appends an identity key for a dependent expression: equal
// keys mean the same expression up to the names of template parameters
// (parameters are identified by depth and index, as canonical template
// parameter types are).
func appendExprKey(b []byte, e Expr) []byte {
	switch x := e.(type) {
	case *ParamRef:
		b = append(b, 'p')
		b = strconv.AppendInt(b, int64(x.Param.Depth), 36)
		b = append(b, '.')
		b = strconv.AppendInt(b, int64(x.Param.Index), 36)
	case *IntLit:
		b = append(b, 'l')
		b = strconv.AppendUint(b, uint64(x.Type.Canonical().node().id), 36)
		b = append(b, ':')
		b = x.Value.Append(b, 36)
	case *OpExpr:
		b = append(b, 'o')
		b = strconv.AppendInt(b, int64(x.Op), 36)
		b = append(b, '(')
		for _, a := range x.Args {
			b = appendExprKey(b, a)
			b = append(b, ',')
		}
		b = append(b, ')')
	case *SizeofType:
		b = append(b, 's')
		if x.AlignOf {
			b = append(b, 'a')
		}
		b = strconv.AppendUint(b, uint64(x.Type.Canonical().node().id), 36)
	case *SizeofPack:
		b = append(b, 'z')
		b = strconv.AppendInt(b, int64(x.Param.Depth), 36)
		b = append(b, '.')
		b = strconv.AppendInt(b, int64(x.Param.Index), 36)
	case *MemberRef:
		b = append(b, 'm')
		b = strconv.AppendUint(b, uint64(x.Qualifier.Canonical().node().id), 36)
		b = append(b, ':')
		b = append(b, x.Name...)
	case *CastExpr:
		b = append(b, 'c')
		b = strconv.AppendUint(b, uint64(x.Type.Canonical().node().id), 36)
		b = appendExprKey(b, x.Arg)
	default:
		b = append(b, '?')
		b = append(b, e.String()...)
	}
	return b
}
