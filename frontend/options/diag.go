package options

import "github.com/cufe-dev/cufe/frontend/diag"

// DiagOptions returns the diagnostics engine's options for one input.
func (o *Options) DiagOptions(input string) diag.Options {
	d := diag.Options{
		DisplayNumbers:  o.Diag.DisplayErrorNumber,
		NoWarnings:      o.Diag.NoWarnings,
		PromoteWarnings: o.Diag.WarningsAsErrors,
		Remarks:         o.Diag.Remarks,
		ErrorLimit:      o.Diag.ErrorLimit,
		SourceName:      input, // as given, as cudafe++ quotes it
	}
	if o.Compile.OrigSrcFileName != "" {
		d.SourceName = o.Compile.OrigSrcFileName
	}
	if o.Diag.GCCFormat {
		d.Style = diag.StyleGCC
	}
	for _, ov := range o.Diag.Overrides {
		switch ov.Kind {
		case "suppress":
			d.Suppress = append(d.Suppress, ov.Items...)
		case "remark":
			d.Remark = append(d.Remark, ov.Items...)
		case "warning":
			d.Warning = append(d.Warning, ov.Items...)
		case "error":
			d.Error = append(d.Error, ov.Items...)
		case "default":
			d.Default = append(d.Default, ov.Items...)
		case "once":
			d.Once = append(d.Once, ov.Items...)
		}
	}
	return d
}
